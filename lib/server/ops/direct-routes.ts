// server-only, loaded outside Next too
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import staticHeaders from "@/lib/core/net/static-headers.json";
import { log } from "@/lib/core/log";
import { bodyTextOf } from "@/lib/core/net/body-text";

// The hottest reads (the feed and explore pages) skip Next's router: scripts/serve.ts hands a GET
// for exactly one of these paths straight to the route's own handler from the build, the same
// compiled module Next itself loaded (one instance: same pool, caches and throttle). What Next's
// path adds and these routes do not need (routing, the proxy, page rendering, request-scoped
// stores) is skipped; what they get from it is done here the same way: next.config's /api headers,
// its Vary header, and gzip as the `compression` middleware Next uses decides it (encodingFor settles
// the common cases the way it would; it runs for the rest). Every other request, and a HEAD,
// a path with a trailing slash or percent-escapes, goes to Next. Why and what it saves:
// docs/decisions/performance.md.

/** Routes served directly: static /api paths whose GET handler reads only the Request. */
export const DIRECT_ROUTES = ["/api/posts/feed", "/api/posts/explore"] as const;

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
type CompiledRoute = { routeModule?: { ensureUserland?: () => Promise<void>; userland?: { GET?: unknown } } };

const NO_PARAMS = { params: Promise.resolve({}) };
const STATIC_HEADERS = Object.entries(staticHeaders);
// what Next's server puts on every app route's answer (base-server's setVaryHeader); compression adds Accept-Encoding
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

/** The GET handlers of DIRECT_ROUTES from the build in `dir` (loading them as Next does), by path. */
export async function loadDirectRoutes(dir: string): Promise<Map<string, RouteHandler>> {
  const load = createRequire(path.join(dir, "package.json"));
  const routes = new Map<string, RouteHandler>();
  for (const route of DIRECT_ROUTES) {
    // a build whose shape we do not know (another Next, another output) serves that route through Next
    try {
      const compiled = load(path.join(dir, ".next", "server", "app", route, "route.js")) as CompiledRoute;
      await compiled.routeModule?.ensureUserland?.();
      const handler = compiled.routeModule?.userland?.GET;
      if (typeof handler === "function") routes.set(route, handler as RouteHandler);
      else log().warn({ route }, "direct route: the build has no GET handler where expected; Next routes it");
    } catch (error) {
      log().warn({ route, err: error }, "direct route: could not load it from the build; Next routes it");
    }
  }
  // what a start-up serves directly, for the operator and for tests/serve/direct-routes.test.ts
  log().info({ routes: [...routes.keys()] }, "direct routes");
  return routes;
}

let compress: Middleware | null = null;
function compression(dir: string): Middleware {
  compress ??= (createRequire(path.join(dir, "package.json"))("next/dist/compiled/compression") as () => Middleware)();
  return compress;
}

/** The handler for this request when it is one Next need not route, else null. */
export function directRoute(routes: Map<string, RouteHandler>, req: IncomingMessage): RouteHandler | null {
  if (req.method !== "GET" || !req.url) return null;
  const end = req.url.indexOf("?");
  return routes.get(end === -1 ? req.url : req.url.slice(0, end)) ?? null;
}

function toRequest(req: IncomingMessage): Request {
  // req.headers, not rawHeaders: it carries what this server stamped on the request (its id, the
  // peer stamp of lib/core/net/peer.ts), as Next's own request object does
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.append(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  // the handlers read only the path and query: the origin is never a client's Host
  return new Request(`http://localhost${req.url}`, { method: "GET", headers });
}

// as Next's sendResponse: framing headers are the server's; these may repeat; any other header a
// route sets yields to one already there (next.config's)
const FRAMING = new Set(["content-length", "content-encoding", "transfer-encoding"]);
const REPEATABLE = new Set(["set-cookie", "www-authenticate", "proxy-authenticate", "vary"]);

const gzipAsync = promisify(gzip);
const SYNC_GZIP_MAX = 64 * 1024;

// compression's defaults as Next uses it (`compression()`): the threshold, and its no-transform test of Cache-Control
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
const TOKEN = /^[a-z0-9!#$%&'+.^_`|~-]+$/;

/** The `vary` package's append of Accept-Encoding, as compression does it on every answer it may compress. */
function varyAcceptEncoding(res: ServerResponse) {
  const current = res.getHeader("vary") ?? "";
  const header = Array.isArray(current) ? current.join(", ") : String(current);
  const fields = header.toLowerCase().split(",").map((field) => field.replace(/^ +| +$/g, ""));
  if (header === "*" || fields.includes("*")) res.setHeader("vary", "*");
  else res.setHeader("vary", fields.includes("accept-encoding") ? header : header ? `${header}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * compression's choice for an Accept-Encoding that lists bare codings (what browsers and fetch send:
 * "gzip, deflate, br, zstd"): its negotiator ranks gzip, deflate and identity (implied last when not
 * named) by where each is last named, earliest first, and compression then prefers gzip to deflate
 * when gzip is named at all. null for anything else (q-values, `*`, parameters, an empty item) and
 * for deflate: the middleware negotiates those.
 */
function negotiate(header: string): "gzip" | "identity" | null {
  const codings = header.split(",").map((coding) => coding.trim().toLowerCase());
  if (!codings.every((coding) => TOKEN.test(coding))) return null;
  const gzip = codings.lastIndexOf("gzip");
  const deflate = codings.lastIndexOf("deflate");
  const identity = codings.includes("identity") ? codings.lastIndexOf("identity") : codings.length;
  const first = Math.min(...[gzip, deflate, identity].filter((at) => at >= 0));
  if (first === identity) return "identity";
  if (gzip >= 0) return gzip < identity ? "gzip" : "identity";
  return null; // deflate without gzip
}

/**
 * How compression would send this answer: "identity" (as it is) or "gzip", with Vary as it would
 * leave it; null when the middleware must decide (its MIME table for a type other than JSON, an
 * Accept-Encoding negotiate() does not settle). Its steps in its order: the type, Cache-Control
 * no-transform (as it is, no Vary), Vary: Accept-Encoding, a body under the threshold or a client
 * that sends no Accept-Encoding (identity only) as it is, else the negotiation. Exported for its
 * test, which holds it to the middleware's own outcome.
 */
export function encodingFor(req: IncomingMessage, res: ServerResponse, length: number): "gzip" | "identity" | null {
  if (res.getHeader("content-type") !== "application/json") return null;
  const cacheControl = res.getHeader("cache-control");
  if (cacheControl !== undefined && NO_TRANSFORM.test(String(cacheControl))) return "identity";
  const accepted = req.headers["accept-encoding"];
  const encoding = length < THRESHOLD || !accepted ? "identity" : negotiate(accepted);
  if (encoding) varyAcceptEncoding(res);
  return encoding;
}

/**
 * Answers `req` with `handler` as Next does for a route handler: next.config's /api headers, Next's
 * Vary, the handler's status, headers and body, gzip as Next's `compression` middleware decides it.
 * One difference, in framing only: the body goes out whole with its Content-Length (Next streams it
 * chunked), so a body under compression's 1 kB threshold is not gzipped. The middleware itself runs
 * only for what encodingFor leaves to it; a gzip encodingFor settles is one gzip of the whole body
 * with the middleware's zlib defaults (on this thread up to SYNC_GZIP_MAX, a fraction of the
 * middleware's stream; on zlib's pool above it). A page's JSON text is sent as the handler made it
 * (body-text.ts).
 */
export async function serveDirect(dir: string, handler: RouteHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await handler(toRequest(req), NO_PARAMS);
  const body = bodyTextOf(response) ?? Buffer.from(await response.arrayBuffer());
  const length = typeof body === "string" ? Buffer.byteLength(body) : body.length;
  for (const [name, value] of STATIC_HEADERS) res.setHeader(name, value);
  res.setHeader("vary", NEXT_VARY);
  response.headers.forEach((value, name) => {
    if (FRAMING.has(name) || name === "set-cookie") return;
    if (REPEATABLE.has(name) || res.getHeader(name) === undefined) res.appendHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.appendHeader("set-cookie", cookie);
  res.statusCode = response.status;
  const encoding = encodingFor(req, res, length);
  if (encoding === "gzip") {
    // a page (8-40 kB) at once on this thread, cheaper than a trip to zlib's pool; a larger body (a page of
    // long captions) on the pool, so that no request holds the event loop for milliseconds
    const gzipped = length <= SYNC_GZIP_MAX ? gzipSync(body) : await gzipAsync(body);
    res.setHeader("content-encoding", "gzip");
    res.setHeader("content-length", gzipped.length);
    res.end(gzipped);
    return;
  }
  res.setHeader("content-length", length);
  if (encoding === null) await new Promise<void>((resolve) => compression(dir)(req, res, resolve));
  res.end(body);
}
