import { withUser } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/body";
import { pageResponse } from "@/lib/server/http/page-response";
import { listUserPosts } from "@/lib/domain/posts/list-user-posts";
import { profileListQuerySchema } from "@/lib/contract/posts/schemas";

// GET /api/users/[id]/posts?cursor=&limit=: the user's posts, newest first
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const page = await listUserPosts(user, params.id, readQuery(req, profileListQuerySchema));
  return pageResponse(page.posts, page.nextCursor);
});
