import { NextResponse, type NextRequest } from "next/server";

// Pages only: privacy-minded headers on every response. Authorization is checked in each
// handler and page, never here alone.
export function proxy(_request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set("Referrer-Policy", "same-origin");
  response.headers.set("X-Content-Type-Options", "nosniff");
  response.headers.set("X-Frame-Options", "DENY");
  response.headers.set("Permissions-Policy", "camera=(self), microphone=(self), geolocation=()");
  return response;
}

export const config = {
  // api/uploads/ is left out: Next buffers (and truncates at 10 MB) request bodies that pass a proxy.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/uploads/).*)"],
};
