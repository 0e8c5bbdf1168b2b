import { readJson } from "@/lib/api/body";
import { withAdmin } from "@/lib/api/handler";
import { resolveReport } from "@/lib/services/moderation/resolve-report";
import { resolveReportBodySchema } from "@/lib/validations/safety";

// POST /api/admin/reports/[id]/resolve { action: dismiss|remove|suspend, notes? }: close every open report on the target (admins only)
export const POST = withAdmin<{ id: string }>(
  async ({ req, params, user }) => resolveReport(user, params.id, await readJson(req, resolveReportBodySchema)),
  { throttle: "review" },
);
