import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listCloseFriends } from "@/lib/services/close-friends/list-close-friends";
import { closeFriendsQuerySchema } from "@/lib/validations/close-friends";

// GET /api/close-friends?cursor=: my Close Friends, newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listCloseFriends(user, readQuery(req, closeFriendsQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});
