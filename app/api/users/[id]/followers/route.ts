import { readQuery } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listFollows } from "@/lib/services/users/list-follows";
import { userListQuerySchema } from "@/lib/validations/users";

// GET /api/users/{id}/followers?cursor=: newest follow first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { cursor } = readQuery(req, userListQuerySchema);
  const page = await listFollows("followers", params.id, user, cursor);
  return pageResponse(page.users, page.nextCursor);
});
