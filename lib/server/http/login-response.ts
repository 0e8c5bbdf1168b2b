import "server-only";
import { localeCookie } from "@/lib/core/i18n/locale-cookie";
import type { LoginResult } from "@/lib/domain/auth/login";

/** The answer of a sign-in step: the user and the session (and language) cookies, or only the pending two-factor cookie. */
export function loginResponse(result: LoginResult) {
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  if (result.twoFactorRequired) return Response.json({ twoFactorRequired: true }, { headers });
  if (result.locale) headers.append("Set-Cookie", localeCookie(result.locale));
  // a suspended member's session reaches only /settings/account-status: the client goes there
  return Response.json(result.suspended ? { user: result.user, suspended: true } : { user: result.user }, { headers });
}
