// The one cookie parser of the app, with no dependencies so the proxy can use it too: the API
// (getSessionUser), the pages (getCurrentUser) and the proxy read the session cookie with it, so a
// request is signed in for all of them or for none.

export const SESSION_COOKIE = "next-auth.session-token";

/**
 * The value of cookie `name` in a Cookie header. A name sent twice yields the first value that
 * percent-decodes: a value that does not decode cannot be one we issued (an injected or damaged
 * cookie), so it neither signs the member out nor in. (Next's own parser keeps the last value.)
 */
export function readCookie(cookieHeader: string | null, name: string) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      continue;
    }
  }
  return null;
}

/** The session token a Cookie header carries, read as everywhere else (readCookie). */
export function sessionTokenFrom(cookieHeader: string | null) {
  return readCookie(cookieHeader, SESSION_COOKIE);
}
