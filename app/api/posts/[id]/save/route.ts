import { withUser } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/body";
import { savePost } from "@/lib/domain/collections/save-post";
import { unsavePost } from "@/lib/domain/collections/unsave-post";
import { savePostBodySchema } from "@/lib/contract/collections/schemas";

// POST /api/posts/[id]/save: save into a collection (created on first use)
export const POST = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { collectionTitle } = await readJson(req, savePostBodySchema);
  return savePost(user, params.id, collectionTitle);
}, { throttle: "like" });

// DELETE /api/posts/[id]/save: unsave
export const DELETE = withUser<{ id: string }>(({ params, user }) => unsavePost(user, params.id), { throttle: "like" });
