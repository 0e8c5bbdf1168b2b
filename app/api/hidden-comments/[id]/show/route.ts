import { withUser } from "@/lib/server/http/handler";
import { showHiddenComment } from "@/lib/domain/comments/hidden-comments";

// POST /api/hidden-comments/[id]/show: show a hidden comment on my post to everyone again (404 unless it is one)
export const POST = withUser<{ id: string }>(async ({ params, user }) => {
  await showHiddenComment(user, params.id);
});
