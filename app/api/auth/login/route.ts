import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { sessionCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/net/client-ip";
import { login } from "@/lib/services/auth/login";
import { loginBodySchema } from "@/lib/validations/auth";

// POST /api/auth/login: check credentials and start a session
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, loginBodySchema);
  const { user, token } = await login(body, clientIp(req));
  return Response.json({ user }, { headers: { "Set-Cookie": sessionCookie(token) } });
});
