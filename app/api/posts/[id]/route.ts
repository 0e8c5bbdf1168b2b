import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { deletePost } from "@/lib/domain/posts/delete-post";
import { getPost } from "@/lib/domain/posts/get-post";
import { updatePost } from "@/lib/domain/posts/update-post";
import { updatePostBodySchema } from "@/lib/contract/posts/schemas";

// GET /api/posts/[id]: one post
export const GET = withUser<{ id: string }>(({ params, user }) => getPost(user, params.id));

// PUT /api/posts/[id]: the author edits caption, location, content warning and/or alt text
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const body = await readJson(req, updatePostBodySchema);
  return updatePost(user, params.id, body);
}, { throttle: "post" });

// DELETE /api/posts/[id]: the author or an admin deletes the post and its media (204)
export const DELETE = withUser<{ id: string }>(({ params, user }) => deletePost(user, params.id));
