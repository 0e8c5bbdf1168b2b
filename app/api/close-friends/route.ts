import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listCloseFriends } from "@/lib/domain/close-friends/list-close-friends";
import { closeFriendsQuerySchema } from "@/lib/contract/close-friends/schemas";

// GET /api/close-friends?cursor=: my Close Friends, newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listCloseFriends(user, readQuery(req, closeFriendsQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});
