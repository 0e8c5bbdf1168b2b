import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listCloseFriendCandidates } from "@/lib/services/close-friends/list-candidates";
import { closeFriendCandidatesQuerySchema } from "@/lib/validations/close-friends";

// GET /api/close-friends/candidates?q=&cursor=: my followers matching q, each with isCloseFriend; 50 per page
export const GET = withUser(async ({ req, user }) => {
  const { q, cursor } = readQuery(req, closeFriendCandidatesQuerySchema);
  const page = await listCloseFriendCandidates(user, q, cursor);
  return pageResponse(page.items, page.nextCursor);
});
