import { readJson } from "@/lib/server/http/body";
import { withAdmin } from "@/lib/server/http/handler";
import { resolveAppeal } from "@/lib/domain/appeals/resolve-appeal";
import { resolveAppealBodySchema } from "@/lib/contract/appeals/schemas";

// POST /api/admin/appeals/[id]/resolve { action: accept|reject, reason? }: an admin other than the decider answers an appeal (admins only)
export const POST = withAdmin<{ id: string }>(
  async ({ req, params, user }) => resolveAppeal(user, params.id, await readJson(req, resolveAppealBodySchema)),
  { throttle: "review" },
);
