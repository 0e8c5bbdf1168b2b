import { readQuery } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listReports } from "@/lib/services/moderation/list-reports";
import { listReportsQuerySchema } from "@/lib/validations/safety";

// GET /api/admin/reports?status=open|resolved|all&cursor=&limit=: the moderation desk, newest first (admins only)
export const GET = withAdmin(async ({ req, user }) => {
  const page = await listReports(user, readQuery(req, listReportsQuerySchema));
  return pageResponse(page.reports, page.nextCursor);
});
