import { withUser } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { pageResponse } from "@/lib/api/page-response";
import { listSavedPosts } from "@/lib/services/collections/list-saved-posts";
import { profileListQuerySchema } from "@/lib/validations/posts";

// GET /api/users/[id]/saved-posts?cursor=&limit=: the owner's saved posts (403 for anyone else)
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const page = await listSavedPosts(user, params.id, readQuery(req, profileListQuerySchema));
  return pageResponse(page.saved, page.nextCursor);
});
