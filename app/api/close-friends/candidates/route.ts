import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listCloseFriendCandidates } from "@/lib/domain/close-friends/list-candidates";
import { closeFriendCandidatesQuerySchema } from "@/lib/contract/close-friends/schemas";

// GET /api/close-friends/candidates?q=&cursor=: my followers matching q, each with isCloseFriend; 50 per page
export const GET = withUser(async ({ req, user }) => {
  const { q, cursor } = readQuery(req, closeFriendCandidatesQuerySchema);
  const page = await listCloseFriendCandidates(user, q, cursor);
  return pageResponse(page.items, page.nextCursor);
});
