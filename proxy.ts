import { NextResponse, type NextRequest } from "next/server";
import { publicUrl } from "@/lib/net/public-url";
import { contentSecurityPolicy, decodesCleanly, HSTS, STATIC_HEADERS } from "@/lib/net/security-headers";
import { INVALID_TAG } from "@/lib/validations/tags";

// Privacy and security headers on pages and media, a nonce-based CSP on pages, and a 404 for paths
// that do not percent-decode (Next would answer a plain-text 500). /api is left out (next.config.mjs
// sets its headers) except for addresses with a percent sign. Authorization is checked in each
// handler and page, never here alone.
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith("/api/");
  let response: NextResponse;
  if (!decodesCleanly(pathname)) {
    response = isApi
      ? pathname.startsWith("/api/tags/")
        ? NextResponse.json({ message: INVALID_TAG, code: "bad_request" }, { status: 400 }) // a tag is text: a bad one is bad input
        : NextResponse.json({ message: "Not found", code: "not_found" }, { status: 404 })
      : NextResponse.rewrite(new URL("/not-found", request.url)); // no such page: the 404 screen
  } else if (isApi || pathname.startsWith("/objects/")) {
    response = NextResponse.next();
  } else {
    const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
    const csp = contentSecurityPolicy(nonce);
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set("Content-Security-Policy", csp);
    response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", csp);
  }
  for (const [name, value] of Object.entries(STATIC_HEADERS)) response.headers.set(name, value);
  if (publicUrl()?.protocol === "https:") response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

export const config = {
  matcher: [
    // /api is left out: running the proxy cost every call ~340 µs, and Next buffers (and truncates
    // at 10 MB) upload bodies that pass a proxy...
    "/((?!_next/static|_next/image|favicon.ico|api/).*)",
    // ...except API addresses with a percent sign, checked for encoding that does not decode.
    "/api/:path(.*%.*)",
  ],
};
