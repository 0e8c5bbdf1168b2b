import { readQuery } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listReports } from "@/lib/domain/moderation/list-reports";
import { listReportsQuerySchema } from "@/lib/contract/safety/schemas";

// GET /api/admin/reports?status=open|resolved|all&cursor=&limit=: the moderation desk, newest first (admins only)
export const GET = withAdmin(async ({ req, user }) => {
  const page = await listReports(user, readQuery(req, listReportsQuerySchema));
  return pageResponse(page.reports, page.nextCursor);
});
