import { readJson } from "@/lib/server/http/body";
import { withPublic } from "@/lib/server/http/handler";
import { isLocale, LOCALE_COOKIE } from "@/lib/core/i18n/locale";
import { mailConfigured } from "@/lib/core/env";
import { json } from "@/lib/server/http/respond";
import { readCookie } from "@/lib/data/session";
import { clientIp } from "@/lib/core/net/client-ip";
import { linkOrigin } from "@/lib/domain/auth/account-link";
import { signup, signupWithConfirmation } from "@/lib/domain/auth/signup";
import { signupBodySchema } from "@/lib/contract/auth/schemas";

// POST /api/auth/signup: create an account (the client then signs in); a language chosen on this browser becomes the account's.
// With mail on, the same 202 whether the address is new or registered (docs/decisions/accounts.md).
export const POST = withPublic(async ({ req }) => {
  const body = await readJson(req, signupBodySchema);
  const chosen = readCookie(req.headers.get("cookie"), LOCALE_COOKIE);
  const locale = isLocale(chosen) ? chosen : null;
  if (mailConfigured()) {
    await signupWithConfirmation(body, clientIp(req), locale, linkOrigin(req));
    return json({ confirmationSent: true }, 202);
  }
  const user = await signup(body, clientIp(req), locale);
  return json({ user }, 201);
});
