import { withUser } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/body";
import { deleteComment } from "@/lib/domain/comments/delete-comment";
import { updateComment } from "@/lib/domain/comments/update-comment";
import { updateCommentBodySchema } from "@/lib/contract/comments/schemas";

// PUT /api/comments/[id]: edit one's own comment
export const PUT = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { content } = await readJson(req, updateCommentBodySchema);
  return updateComment(user, params.id, content);
}, { throttle: "comment" });

// DELETE /api/comments/[id]: delete one's own comment
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => {
  await deleteComment(user, params.id);
});
