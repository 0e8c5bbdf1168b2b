import { withUser } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/body";
import { pageResponse } from "@/lib/server/http/page-response";
import { listFeed } from "@/lib/domain/posts/list-feed";
import { pageQuerySchema } from "@/lib/contract/posts/schemas";

// GET /api/posts/feed?cursor=&limit=: followed users' posts and one's own, newest first
export const GET = withUser(async ({ req, user }) => {
  const page = await listFeed(user, readQuery(req, pageQuerySchema));
  return pageResponse(page.posts, page.nextCursor);
});
