import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { isLocale, LOCALE_COOKIE } from "@/i18n/locale";
import { json } from "@/lib/api/respond";
import { readCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/net/client-ip";
import { signup } from "@/lib/services/auth/signup";
import { signupBodySchema } from "@/lib/validations/auth";

// POST /api/auth/signup: create an account (the client then signs in); a language chosen on this browser becomes the account's
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, signupBodySchema);
  const chosen = readCookie(req.headers.get("cookie"), LOCALE_COOKIE);
  const user = await signup(body, clientIp(req), isLocale(chosen) ? chosen : null);
  return json({ user }, 201);
});
