import "server-only";
import { ADMIN_ONLY, AppError, badRequest, forbidden, notFound, unauthorized } from "@/lib/core/errors";
import { errorResponse, json } from "@/lib/server/http/respond";
import { getSessionUser, getStandingUser, SESSION_COOKIE, type SessionUser, type StandingUser } from "@/lib/data/session";
import { CLEAR_CACHE, SIGNED_IN_CACHE_CONTROL } from "@/lib/core/net/cache-rules";
import { clientIp } from "@/lib/core/net/client-ip";
import { isOwnOrigin } from "@/lib/core/net/public-url";
import { throttle } from "@/lib/data/throttle";
import type { ThrottleRule } from "@/lib/core/throttle-rules";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { serverText } from "@/lib/core/server-text";
import { adminNeedsTwoFactor } from "@/lib/server/admin-two-factor";

// The one wrapper every /api handler uses: refuse cross-site writes and non-JSON bodies, resolve
// the session (401 when absent), throttle, await params, map thrown errors to the JSON error contract,
// and keep every answer to a signed-in caller out of caches (Cache-Control: private, no-store).
type RouteContext = { params: Promise<any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- must match the context type Next generates for every route
type Params = Record<string, string>;

export type HandlerArgs<P extends Params, U> = { req: Request; params: P; user: U };
/**
 * `throttle`: the per-member rule a write counts against (default "write"); on a read, a rule it counts against too.
 * `textParams`: dynamic segments holding free text (a hashtag), not ids, each with its 400 message for an
 * address Next cannot decode (malformed percent-encoding); the handler validates their value itself.
 */
export type HandlerOptions = { throttle?: ThrottleRule; textParams?: Record<string, string> };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const NOT_JSON = serverText("notJson");

/** A write must come from our own pages: Origin (when sent) matches the public URL, or the Host without one. */
export function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  if (req.headers.get("sec-fetch-site") === "cross-site") throw forbidden(serverText("crossSite"));
  const origin = req.headers.get("origin");
  if (!origin) return;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw forbidden(serverText("crossSite"));
  }
  if (!isOwnOrigin(parsed, req)) throw forbidden(serverText("crossSite"));
}

/** A write carries a JSON body or none at all: forms and text/plain (which need no CORS preflight) are refused. */
export function assertJsonOrNoBody(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  const type = req.headers.get("content-type");
  if (type !== null) {
    if (!type.toLowerCase().startsWith("application/json")) throw new AppError("unsupported_media_type", NOT_JSON);
    return;
  }
  const length = Number(req.headers.get("content-length") ?? "0");
  if (length > 0 || req.headers.has("transfer-encoding")) throw new AppError("unsupported_media_type", NOT_JSON);
}

function setHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    // a Response.redirect()'s headers are immutable: the same answer with the header
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * The caching rule for /api answers, in this one place (the wrapper, and logout, which is no wrapped
 * handler): an answer to a signed-in caller (errors too) or one that sets a cookie (sign-in, sign-out)
 * says `Cache-Control: private, no-store` unless its handler chose its own, so a shared computer's HTTP
 * cache and back button cannot show it after logout; one that clears the session cookie also sends
 * `Clear-Site-Data: "cache"`. Media under /objects sets its own caching and is left alone.
 */
export function withCacheRules(response: Response, req: Request, signedIn: boolean): Response {
  if (!new URL(req.url).pathname.startsWith("/api/")) return response;
  const cookies = response.headers.getSetCookie();
  let result = response;
  if ((signedIn || cookies.length > 0) && !result.headers.has("cache-control")) result = setHeader(result, "cache-control", SIGNED_IN_CACHE_CONTROL);
  if (cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`))) result = setHeader(result, "clear-site-data", CLEAR_CACHE);
  return result;
}

function toResponse(result: unknown) {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return json(result);
}

async function resolveParams<P extends Params>(ctx: RouteContext | undefined, textParams: Record<string, string> = {}): Promise<P> {
  // a route without dynamic segments gets no params at all
  const params = ((await Promise.resolve(ctx?.params).catch(() => {
    const malformed = Object.values(textParams)[0];
    throw malformed ? badRequest(malformed) : notFound();
  })) ?? {}) as P;
  // Every other dynamic segment of our API is an id-like token; anything else cannot exist.
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string" && !(name in textParams) && !ID_PATTERN.test(value)) throw notFound();
  }
  return params;
}

async function throttleRequest(req: Request, user: SessionUser | null, options: HandlerOptions) {
  if (!new URL(req.url).pathname.startsWith("/api/")) return; // media under /objects loads by the dozen
  if (user) await throttle("apiMember", user.id);
  else await throttle("apiIp", clientIp(req));
  // every write counts against its rule (default "write"); a read counts only when it names one (an export)
  if (user && (options.throttle || !SAFE_METHODS.has(req.method))) await throttle(options.throttle ?? "write", user.id);
}

function wrap<P extends Params, U, S extends SessionUser = SessionUser>(
  authorize: (user: S | null) => U,
  fn: (args: HandlerArgs<P, U>) => Promise<unknown> | unknown,
  options: HandlerOptions = {},
  resolveSession: (req: Request) => Promise<S | null> = getSessionUser as (req: Request) => Promise<S | null>,
) {
  return async (req: Request, ctx: RouteContext) => {
    // Start on the params at once: Next's promise rejects on malformed percent-encoding, and one left
    // unawaited while the session resolves would be an unhandled rejection.
    const pending = resolveParams<P>(ctx, options.textParams);
    pending.catch(() => undefined);
    let session: S | null = null;
    let response: Response;
    try {
      assertSameOrigin(req);
      assertJsonOrNoBody(req);
      session = await resolveSession(req);
      await throttleRequest(req, session, options);
      const user = authorize(session);
      const params = await pending;
      response = toResponse(await fn({ req, params, user }));
    } catch (error) {
      response = errorResponse(error, req);
    }
    return withCacheRules(response, req, session !== null);
  };
}

function requireUser<S extends SessionUser>(user: S | null): S {
  if (!user) throw unauthorized();
  return user;
}

function requireAdmin(user: SessionUser | null) {
  const member = requireUser(user);
  if (!member.isAdmin) throw forbidden(ADMIN_ONLY);
  if (adminNeedsTwoFactor(member)) throw new AppError("two_factor_required", serverText("twoFactorRequired"));
  return member;
}

/** An admin held back by NIJI_ADMIN_2FA=required acts as a member outside the admin endpoints until two-factor sign-in is on. */
function asMember<S extends SessionUser>(user: S | null): S | null {
  return user && adminNeedsTwoFactor(user) ? { ...user, isAdmin: false } : user;
}

/** A handler for signed-in users. */
export const withUser = <P extends Params = Params>(fn: (args: HandlerArgs<P, SessionUser>) => unknown, options?: HandlerOptions) =>
  wrap<P, SessionUser>((user) => requireUser(asMember(user)), fn, options);

/** A handler for admins only (401 signed out, 403 for members). */
export const withAdmin = <P extends Params = Params>(fn: (args: HandlerArgs<P, SessionUser>) => unknown, options?: HandlerOptions) =>
  wrap<P, SessionUser>(requireAdmin, fn, options);

/**
 * A handler a suspended member may reach too (`user.suspended` says so): their account status and
 * their appeal, nothing else. Every other wrapper reads the session with getSessionUser, which treats
 * a suspended member as signed out, so this is the one door (tests/moderation/suspended-session.test.ts
 * lists the routes that use it).
 */
export const withStanding = <P extends Params = Params>(fn: (args: HandlerArgs<P, StandingUser>) => unknown, options?: HandlerOptions) =>
  wrap<P, StandingUser, StandingUser>((user) => requireUser(asMember(user)), fn, options, getStandingUser);

/** A handler anyone may call; `user` is null when signed out. */
export const withPublic = <P extends Params = Params>(fn: (args: HandlerArgs<P, SessionUser | null>) => unknown, options?: HandlerOptions) =>
  wrap<P, SessionUser | null>(asMember, fn, options);

export { AppError };
