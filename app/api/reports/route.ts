import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createReport } from "@/lib/services/moderation/create-report";
import { createReportBodySchema } from "@/lib/validations/safety";

// POST /api/reports { targetType, targetId, reason, details? }: report something to the moderators
export const POST = withUser(
  async ({ req, user }) => json(await createReport(user, await readJson(req, createReportBodySchema)), 201),
  { throttle: "report" },
);
