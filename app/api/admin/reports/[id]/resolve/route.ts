import { readJson } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { resolveReport } from "@/lib/domain/moderation/resolve-report";
import { resolveReportBodySchema } from "@/lib/contract/safety/schemas";

// POST /api/admin/reports/[id]/resolve { action: dismiss|remove|suspend, notes? }: close every open report on the target (admins only)
export const POST = withAdmin<{ id: string }>(
  async ({ req, params, user }) => resolveReport(user, params.id, await readJson(req, resolveReportBodySchema)),
  { throttle: "review" },
);
