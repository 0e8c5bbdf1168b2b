import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { localeCookie } from "@/lib/core/i18n/locale-cookie";
import { sessionCookie } from "@/lib/data/session";
import { clientIp } from "@/lib/core/net/client-ip";
import { login } from "@/lib/domain/auth/login";
import { loginBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/login: check credentials and start a session; the member's stored language becomes this browser's
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, loginBodySchema);
  const { user, token, locale } = await login(body, clientIp(req));
  const headers = new Headers({ "Set-Cookie": sessionCookie(token) });
  if (locale) headers.append("Set-Cookie", localeCookie(locale));
  return Response.json({ user }, { headers });
});
