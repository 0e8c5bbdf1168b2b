import { withUser } from "@/lib/server/http/handler";
import { deleteHiddenComment } from "@/lib/domain/comments/hidden-comments";

// DELETE /api/hidden-comments/[id]: delete a hidden comment on my post (404 unless it is one)
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => {
  await deleteHiddenComment(user, params.id);
});
