import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { clientIp } from "@/lib/core/net/client-ip";
import { login } from "@/lib/domain/auth/login";
import { loginResponse } from "@/lib/server/http/login-response";
import { loginBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/login: check credentials and start a session (or, with two-factor sign-in on, a pending one); the member's stored language becomes this browser's
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, loginBodySchema);
  return loginResponse(await login(body, clientIp(req), req));
});
