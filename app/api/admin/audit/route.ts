import { readQuery } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { pageResponse } from "@/lib/server/http/page-response";
import { listAudit } from "@/lib/domain/moderation/list-audit";
import { listAuditQuerySchema } from "@/lib/contract/safety/schemas";

// GET /api/admin/audit?cursor=&limit=: every admin action, newest first (admins only)
export const GET = withAdmin(async ({ req, user }) => {
  const page = await listAudit(user, readQuery(req, listAuditQuerySchema));
  return pageResponse(page.entries, page.nextCursor);
});
