import { withCacheRules } from "@/lib/server/http/handler";
import { clearedSessionCookie, getStandingUser } from "@/lib/data/session";
import { endSessions } from "@/lib/domain/auth/logout";

// GET /api/logout: browser navigation that ends the session and returns to the landing screen
// (the wrapper's cache rules add Clear-Site-Data: "cache", as on every answer that clears the cookie);
// a suspended member's session ends here too
export async function GET(req: Request) {
  const user = await getStandingUser(req).catch(() => null);
  if (user) await endSessions(user);
  const response = new Response(null, {
    status: 303,
    headers: { Location: "/", "Set-Cookie": clearedSessionCookie(), "Cache-Control": "no-store" },
  });
  return withCacheRules(response, req, user !== null);
}
