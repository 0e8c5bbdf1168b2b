import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { deletePost } from "@/lib/services/posts/delete-post";
import { getPost } from "@/lib/services/posts/get-post";
import { updatePost } from "@/lib/services/posts/update-post";
import { updatePostBodySchema } from "@/lib/validations/posts";

// GET /api/posts/[id]: one post
export const GET = withUser<{ id: string }>(({ params, user }) => getPost(user, params.id));

// PUT /api/posts/[id]: the author edits caption, location, content warning and/or alt text
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updatePostBodySchema);
  return updatePost(user, params.id, body);
}, { throttle: "post" });

// DELETE /api/posts/[id]: the author or an admin deletes the post and its media (204)
export const DELETE = withUser<{ id: string }>(({ params, user }) => deletePost(user, params.id));
