import { withUser } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { pageResponse } from "@/lib/api/page-response";
import { listFeed } from "@/lib/services/posts/list-feed";
import { pageQuerySchema } from "@/lib/validations/posts";

// GET /api/posts/feed?cursor=&limit=: followed users' posts and one's own, newest first
export const GET = withUser(async ({ req, user }) => {
  const page = await listFeed(user, readQuery(req, pageQuerySchema));
  return pageResponse(page.posts, page.nextCursor);
});
