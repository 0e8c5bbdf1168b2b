import { NextResponse, type NextRequest } from "next/server";
import { sessionTokenFrom } from "@/lib/core/net/cookie";
import { SIGNED_IN_CACHE_CONTROL } from "@/lib/core/net/cache-rules";
import { publicUrl } from "@/lib/core/net/public-url";
import { contentSecurityPolicy, decodesCleanly, HSTS, STATIC_HEADERS } from "@/lib/server/security-headers";
import { INVALID_TAG } from "@/lib/contract/tags/schemas";
import { errorBody } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";

// Privacy and security headers on pages and media, a nonce-based CSP on pages (the 404 screen for a
// path that does not percent-decode included: Next would answer a plain-text 500), and no caching of
// pages asked for with a session cookie. /api is left out (next.config.mjs sets its headers, the
// handler wrapper its caching) except for addresses with a percent sign. Authorization is checked in
// each handler and page, never here alone.

// files from public/ (and the manifests): cacheable whoever asks; every other path here is a page
const STATIC_FILE = /\.(?:js|svg|png|ico|webmanifest|txt|xml)$/;

/** A page request carrying the nonce and CSP Next stamps on its own scripts, and the CSP to answer with. */
function withNonce(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  return { csp, request: { headers } };
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith("/api/");
  let response: NextResponse;
  if (isApi) {
    // only addresses with a percent sign reach here (see the matcher)
    response = decodesCleanly(pathname)
      ? NextResponse.next()
      : pathname.startsWith("/api/tags/")
        ? NextResponse.json(errorBody("bad_request", INVALID_TAG), { status: 400 }) // a tag is text: a bad one is bad input
        : NextResponse.json(errorBody("not_found", serverText("notFound")), { status: 404 });
  } else if (pathname.startsWith("/objects/") && decodesCleanly(pathname)) {
    response = NextResponse.next();
  } else {
    const { csp, request: forwarded } = withNonce(request);
    response = decodesCleanly(pathname)
      ? NextResponse.next({ request: forwarded })
      : NextResponse.rewrite(new URL("/not-found", request.url), { request: forwarded }); // no such page: the 404 screen
    response.headers.set("Content-Security-Policy", csp);
    // a signed-in page (HTML or RSC) never outlives the session in the browser's cache or back button
    if (!STATIC_FILE.test(pathname) && sessionTokenFrom(request.headers.get("cookie")) !== null) {
      response.headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
    }
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
