// The one cookie parser of the app, with no dependencies so the proxy can use it too: the API
// (getSessionUser), the pages (getCurrentUser) and the proxy read the session cookie with it
// (sessionTokenFrom), so a request is signed in for all of them or for none.

export const SESSION_COOKIE = "next-auth.session-token";

/** Every value of cookie `name` in a Cookie header that percent-decodes, in the header's order. */
function decodedValues(cookieHeader: string | null, name: string): string[] {
  const values: string[] = [];
  if (!cookieHeader) return values;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      values.push(decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      continue;
    }
  }
  return values;
}

/**
 * The value of cookie `name` in a Cookie header. A name sent twice yields the first value that
 * percent-decodes: a value that does not decode cannot be one we issued (an injected or damaged
 * cookie), so it neither signs the member out nor in. (Next's own parser keeps the last value.)
 */
export function readCookie(cookieHeader: string | null, name: string) {
  return decodedValues(cookieHeader, name)[0] ?? null;
}

/**
 * The session token a Cookie header carries. A value that does not decode is skipped (readCookie);
 * two DIFFERENT values that both decode mean signed out: the browser sends the cookie of the longest
 * path first, so a session cookie planted with `Path=/api` (a subdomain, a network attacker on http)
 * would otherwise run the API as the attacker while the pages run as the member, and logout, which
 * clears the `Path=/` cookie, could never remove it. The same value twice (two paths) is that session.
 */
export function sessionTokenFrom(cookieHeader: string | null) {
  const values = decodedValues(cookieHeader, SESSION_COOKIE);
  return values.length > 0 && values.every((value) => value === values[0]) ? values[0] : null;
}
