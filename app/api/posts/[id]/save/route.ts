import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { savePost } from "@/lib/services/collections/save-post";
import { unsavePost } from "@/lib/services/collections/unsave-post";
import { savePostBodySchema } from "@/lib/validations/collections";

// POST /api/posts/[id]/save: save into a collection (created on first use)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { collectionTitle } = await readJson(req, savePostBodySchema);
  return savePost(user, params.id, collectionTitle);
}, { throttle: "like" });

// DELETE /api/posts/[id]/save: unsave
export const DELETE = withUser<{ id: string }>(({ params, user }) => unsavePost(user.id, params.id), { throttle: "like" });
