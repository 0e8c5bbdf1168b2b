import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { deleteComment } from "@/lib/services/comments/delete-comment";
import { updateComment } from "@/lib/services/comments/update-comment";
import { updateCommentBodySchema } from "@/lib/validations/comments";

// PUT /api/comments/[id]: edit one's own comment
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { content } = await readJson(req, updateCommentBodySchema);
  return updateComment(user, params.id, content);
}, { throttle: "comment" });

// DELETE /api/comments/[id]: delete one's own comment
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => {
  await deleteComment(user, params.id);
});
