// GET /api/login: browser navigation to the sign-in screen
export function GET(req: Request) {
  return Response.redirect(new URL("/login", req.url), 303);
}
