import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { listFollowRequests } from "@/lib/domain/follow-requests/list-follow-requests";
import { followRequestsQuerySchema } from "@/lib/contract/follow-requests/schemas";

// GET /api/follow-requests?cursor=: requests to follow me, newest first, 30 a page ({ requests, nextCursor })
export const GET = withUser(async ({ req, user }) => {
  const { cursor } = readQuery(req, followRequestsQuerySchema);
  return listFollowRequests(user, cursor);
});
