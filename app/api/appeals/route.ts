import { readJson } from "@/lib/server/http/body";
import { withStanding } from "@/lib/server/http/handler";
import { createAppeal } from "@/lib/domain/appeals/create-appeal";
import { createAppealBodySchema } from "@/lib/contract/appeals/schemas";

// POST /api/appeals { decisionId, text }: appeal one of one's own moderation decisions, once (a suspended member too)
export const POST = withStanding(
  async ({ req, user }) => Response.json(await createAppeal(user, await readJson(req, createAppealBodySchema)), { status: 201 }),
  { throttle: "appeal" },
);
