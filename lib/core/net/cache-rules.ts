// What may be stored of a signed-in answer: nothing. One value for the /api wrapper (lib/server/http/handler.ts)
// and the pages (proxy.ts), so a shared computer's HTTP cache and back button cannot show a member's
// messages or notifications after logout. Rules and numbers: docs/decisions/safety.md.

/** Cache-Control of every answer to a signed-in caller, /api and pages alike. */
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";

/** Clear-Site-Data of every answer that ends the session: the browser drops this site's HTTP cache. */
export const CLEAR_CACHE = '"cache"';
