import { readQuery } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listHiddenComments } from "@/lib/domain/comments/hidden-comments";
import { safetyListQuerySchema } from "@/lib/contract/safety/schemas";

// GET /api/hidden-comments?cursor=: comments on my posts hidden by my hidden words, newest first, 50 per page; X-Next-Cursor names the next page
export const GET = withUser(async ({ req, user }) => {
  const page = await listHiddenComments(user, readQuery(req, safetyListQuerySchema).cursor);
  return pageResponse(page.items, page.nextCursor);
});
