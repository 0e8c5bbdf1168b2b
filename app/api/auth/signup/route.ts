import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { isLocale, LOCALE_COOKIE } from "@/lib/core/i18n/locale";
import { json } from "@/lib/server/http/respond";
import { readCookie } from "@/lib/data/session";
import { clientIp } from "@/lib/core/net/client-ip";
import { signup } from "@/lib/domain/auth/signup";
import { signupBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/signup: create an account (the client then signs in); a language chosen on this browser becomes the account's
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, signupBodySchema);
  const chosen = readCookie(req.headers.get("cookie"), LOCALE_COOKIE);
  const user = await signup(body, clientIp(req), isLocale(chosen) ? chosen : null);
  return json({ user }, 201);
});
