import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listFollows } from "@/lib/domain/users/list-follows";
import { userListQuerySchema } from "@/lib/contract/users/schemas";

// GET /api/users/{id}/followers?cursor=: newest follow first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const { cursor } = readQuery(req, userListQuerySchema);
  const page = await listFollows(user, "followers", params.id, cursor);
  return pageResponse(page.users, page.nextCursor);
});
