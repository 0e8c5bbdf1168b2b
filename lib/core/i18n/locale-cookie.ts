import "server-only";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/core/i18n/locale";
import { servedOverHttps } from "@/lib/core/net/public-url";

/** The Set-Cookie value that makes every later request of this browser resolve to `locale`. */
export function localeCookie(locale: Locale) {
  const secure = servedOverHttps() ? "; Secure" : "";
  return `${LOCALE_COOKIE}=${locale}; Path=/; SameSite=Lax; Max-Age=${LOCALE_COOKIE_MAX_AGE}${secure}`;
}
