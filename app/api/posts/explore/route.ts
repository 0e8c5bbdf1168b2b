import { withUser } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { pageResponse } from "@/lib/api/page-response";
import { listExplore } from "@/lib/services/posts/list-explore";
import { pageQuerySchema } from "@/lib/validations/posts";

// GET /api/posts/explore?cursor=&limit=: everyone's recent posts, newest first
export const GET = withUser(async ({ req, user }) => {
  const page = await listExplore(user, readQuery(req, pageQuerySchema));
  return pageResponse(page.posts, page.nextCursor);
});
