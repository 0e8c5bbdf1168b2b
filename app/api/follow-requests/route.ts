import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { listFollowRequests } from "@/lib/services/follow-requests/list-follow-requests";
import { followRequestsQuerySchema } from "@/lib/validations/follow-requests";

// GET /api/follow-requests?cursor=: requests to follow me, newest first, 30 a page ({ requests, nextCursor })
export const GET = withUser(async ({ req, user }) => {
  const { cursor } = readQuery(req, followRequestsQuerySchema);
  return listFollowRequests(user, cursor);
});
