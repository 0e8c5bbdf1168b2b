// server-only, loaded outside Next too
import { createRequire } from "node:module";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import staticHeaders from "@/lib/core/net/static-headers.json";
import { log } from "@/lib/core/log";

// The hottest reads (the feed and explore pages) skip Next's router: scripts/serve.ts hands a GET
// for exactly one of these paths straight to the route's own handler from the build, the same
// compiled module Next itself loaded (one instance: same pool, caches and throttle). What Next's
// path adds and these routes do not need (routing, the proxy, page rendering, request-scoped
// stores) is skipped; what they get from it is done here the same way: next.config's /api headers,
// its Vary header, and gzip through the same `compression` middleware Next uses. Every other request, and a HEAD,
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

/**
 * Answers `req` with `handler` as Next does for a route handler: next.config's /api headers, Next's
 * Vary, the handler's status, headers and body, gzip by the same middleware. One difference, in
 * framing only: the body goes out whole with its Content-Length (Next streams it chunked), so a body
 * under compression's 1 kB threshold is not gzipped.
 */
export async function serveDirect(dir: string, handler: RouteHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const response = await handler(toRequest(req), NO_PARAMS);
  const body = Buffer.from(await response.arrayBuffer());
  await new Promise<void>((resolve) => compression(dir)(req, res, resolve));
  for (const [name, value] of STATIC_HEADERS) res.setHeader(name, value);
  res.setHeader("vary", NEXT_VARY);
  response.headers.forEach((value, name) => {
    if (FRAMING.has(name) || name === "set-cookie") return;
    if (REPEATABLE.has(name) || res.getHeader(name) === undefined) res.appendHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.appendHeader("set-cookie", cookie);
  res.statusCode = response.status;
  res.setHeader("content-length", body.length);
  res.end(body);
}
