import { clearedSessionCookie, getSessionUser } from "@/lib/auth/session";
import { endSessions } from "@/lib/services/auth/logout";

// GET /api/logout: browser navigation that ends the session and returns to the landing screen
export async function GET(req: Request) {
  const user = await getSessionUser(req).catch(() => null);
  if (user) await endSessions(user.id);
  return new Response(null, {
    status: 303,
    headers: { Location: new URL("/", req.url).toString(), "Set-Cookie": clearedSessionCookie(), "Cache-Control": "no-store" },
  });
}
