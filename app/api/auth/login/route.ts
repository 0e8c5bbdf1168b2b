import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { localeCookie } from "@/i18n/locale-cookie";
import { sessionCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/net/client-ip";
import { login } from "@/lib/services/auth/login";
import { loginBodySchema } from "@/lib/validations/auth";

// POST /api/auth/login: check credentials and start a session; the member's stored language becomes this browser's
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, loginBodySchema);
  const { user, token, locale } = await login(body, clientIp(req));
  const headers = new Headers({ "Set-Cookie": sessionCookie(token) });
  if (locale) headers.append("Set-Cookie", localeCookie(locale));
  return Response.json({ user }, { headers });
});
