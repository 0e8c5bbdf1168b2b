// GET /api/login: browser navigation to the sign-in screen. A relative Location: the browser stays
// on the address it is on (never the server's listen address, never a Host header's choice).
export function GET() {
  return new Response(null, { status: 303, headers: { Location: "/login" } });
}
