import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { json } from "@/lib/server/http/respond";
import { createReport } from "@/lib/domain/moderation/create-report";
import { createReportBodySchema } from "@/lib/contract/safety/schemas";

// POST /api/reports { targetType, targetId, reason, details?, shareContext? }: report something to the moderators
// (shareContext: a message report takes the conversation's recent messages along, docs/decisions/safety.md)
export const POST = withUser(
  async ({ req, user }) => json(await createReport(user, await readJson(req, createReportBodySchema)), 201),
  { throttle: "report" },
);
