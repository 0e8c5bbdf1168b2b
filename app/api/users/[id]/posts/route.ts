import { withUser } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { pageResponse } from "@/lib/api/page-response";
import { listUserPosts } from "@/lib/services/posts/list-user-posts";
import { profileListQuerySchema } from "@/lib/validations/posts";

// GET /api/users/[id]/posts?cursor=&limit=: the user's posts, newest first
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const page = await listUserPosts(user, params.id, readQuery(req, profileListQuerySchema));
  return pageResponse(page.posts, page.nextCursor);
});
