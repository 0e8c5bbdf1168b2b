import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { clientIp } from "@/lib/core/net/client-ip";
import { completeTwoFactorLogin } from "@/lib/domain/auth/login";
import { loginTwoFactorBodySchema } from "@/lib/contract/auth/schemas";
import { loginResponse } from "@/lib/server/http/login-response";

// POST /api/auth/login/2fa: finish a pending sign-in with a code or a recovery code (the same answer as a sign-in without 2FA)
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, loginTwoFactorBodySchema);
  return loginResponse(await completeTwoFactorLogin(req, body, clientIp(req)));
});
