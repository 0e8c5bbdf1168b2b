import { readQuery } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { pageResponse } from "@/lib/api/page-response";
import { listAudit } from "@/lib/services/moderation/list-audit";
import { listAuditQuerySchema } from "@/lib/validations/safety";

// GET /api/admin/audit?cursor=&limit=: every admin action, newest first (admins only)
export const GET = withAdmin(async ({ req, user }) => {
  const page = await listAudit(user, readQuery(req, listAuditQuerySchema));
  return pageResponse(page.entries, page.nextCursor);
});
