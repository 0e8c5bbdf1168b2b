import { withUser } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/body";
import { pageResponse } from "@/lib/server/http/page-response";
import { listSavedPosts } from "@/lib/domain/collections/list-saved-posts";
import { profileListQuerySchema } from "@/lib/contract/posts/schemas";

// GET /api/users/[id]/saved-posts?cursor=&limit=: the owner's saved posts (403 for anyone else)
export const GET = withUser<{ id: string }>(async ({ req, params, user }) => {
  const page = await listSavedPosts(user, params.id, readQuery(req, profileListQuerySchema));
  return pageResponse(page.saved, page.nextCursor);
});
