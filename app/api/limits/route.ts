import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { getLimits, putLimits } from "@/lib/domain/safety/limits";
import { putLimitsBodySchema } from "@/lib/contract/limits/schemas";

// GET /api/limits: my Limits -> { on, until, duration, recentFollowers }
export const GET = withUser(async ({ user }) => getLimits(user));

// PUT /api/limits { on?, duration?: "1d"|"3d"|"1w"|"4w", recentFollowers? }: Limits on for the period from now, or off; without on, only recentFollowers changes
export const PUT = withUser(async ({ req, user }) => putLimits(user, await readJson(req, putLimitsBodySchema)));
