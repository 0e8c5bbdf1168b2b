import { withUser } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/body";
import { pageResponse } from "@/lib/server/http/page-response";
import { listExplore } from "@/lib/domain/posts/list-explore";
import { pageQuerySchema } from "@/lib/contract/posts/schemas";

// GET /api/posts/explore?cursor=&limit=: everyone's recent posts, newest first
export const GET = withUser(async ({ req, user }) => {
  const page = await listExplore(user, readQuery(req, pageQuerySchema));
  return pageResponse(page.posts, page.nextCursor);
});
