import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { clientIp } from "@/lib/core/net/client-ip";
import { disableTwoFactor } from "@/lib/domain/auth/two-factor";
import { disableTwoFactorBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/2fa/disable: the password and a current code (or a recovery code) turn two-factor sign-in off
export const POST = withUser(async ({ req, user }) => {
  const body = await readJson(req, disableTwoFactorBodySchema);
  return disableTwoFactor(user, body, clientIp(req));
});
