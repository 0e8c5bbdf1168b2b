import { readQuery } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listAppeals } from "@/lib/domain/appeals/list-appeals";
import { listAppealsQuerySchema } from "@/lib/contract/appeals/schemas";

// GET /api/admin/appeals?status=open|resolved|all&cursor=&limit=: appeals on the moderation desk, newest first (admins only)
export const GET = withAdmin(async ({ req, user }) => {
  const page = await listAppeals(user, readQuery(req, listAppealsQuerySchema));
  return pageResponse(page.appeals, page.nextCursor);
});
