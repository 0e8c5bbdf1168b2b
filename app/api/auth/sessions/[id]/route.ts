import { withUser } from "@/lib/server/http/handler";
import { clearedSessionCookie } from "@/lib/data/session";
import { endSession } from "@/lib/domain/auth/sessions";

// DELETE /api/auth/sessions/{id}: sign one device out (204; someone else's or an unknown id: 404); this browser's own clears its cookie
export const DELETE = withUser<{ id: string }>(async ({ params, user }) => {
  await endSession(user, params.id);
  const headers: HeadersInit = params.id === user.sessionId ? { "Set-Cookie": clearedSessionCookie(), "Cache-Control": "no-store" } : {};
  return new Response(null, { status: 204, headers });
});
