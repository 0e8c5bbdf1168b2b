import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { clientIp } from "@/lib/core/net/client-ip";
import { enableTwoFactor } from "@/lib/domain/auth/two-factor";
import { enableTwoFactorBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/2fa/enable: a code from the app turns two-factor sign-in on; answers the 10 recovery codes (shown once)
export const POST = withUser(async ({ req, user }) => {
  const { code } = await readJson(req, enableTwoFactorBodySchema);
  return enableTwoFactor(user, code, clientIp(req));
}, { throttle: "credentials" });
