import { AppError, forbidden, notFound, unauthorized } from "@/lib/api/errors";
import { errorResponse, json } from "@/lib/api/respond";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";

// The one wrapper every /api handler uses: refuse cross-site writes, await params, resolve the
// session (401 when absent), and map thrown errors to the JSON error contract.
type RouteContext = { params: Promise<any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Params = Record<string, string>;

export type HandlerArgs<P extends Params, U> = { req: Request; params: P; user: U };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site request refused");
  }
  if (originHost !== host) throw forbidden("Cross-site request refused");
}

function toResponse(result: unknown) {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return json(result);
}

async function resolveParams<P extends Params>(ctx: RouteContext | undefined): Promise<P> {
  const params = ((await ctx?.params) ?? {}) as P;
  // Every dynamic segment of our API is an id-like token; anything else cannot exist.
  for (const value of Object.values(params)) {
    if (typeof value === "string" && !ID_PATTERN.test(value)) throw notFound();
  }
  return params;
}

function wrap<P extends Params, U>(
  getUser: (req: Request) => Promise<U>,
  fn: (args: HandlerArgs<P, U>) => Promise<unknown> | unknown,
) {
  return async (req: Request, ctx: RouteContext) => {
    try {
      assertSameOrigin(req);
      const user = await getUser(req);
      const params = await resolveParams<P>(ctx);
      return toResponse(await fn({ req, params, user }));
    } catch (error) {
      return errorResponse(error);
    }
  };
}

async function requireUser(req: Request) {
  const user = await getSessionUser(req);
  if (!user) throw unauthorized();
  return user;
}

async function requireAdmin(req: Request) {
  const user = await requireUser(req);
  if (!user.isAdmin) throw forbidden("Only admins can do this");
  return user;
}

/** A handler for signed-in users. */
export const withUser = <P extends Params = Params>(fn: (args: HandlerArgs<P, SessionUser>) => unknown) =>
  wrap<P, SessionUser>(requireUser, fn);

/** A handler for admins only (401 signed out, 403 for members). */
export const withAdmin = <P extends Params = Params>(fn: (args: HandlerArgs<P, SessionUser>) => unknown) =>
  wrap<P, SessionUser>(requireAdmin, fn);

/** A handler anyone may call; `user` is null when signed out. */
export const withPublic = <P extends Params = Params>(fn: (args: HandlerArgs<P, SessionUser | null>) => unknown) =>
  wrap<P, SessionUser | null>(getSessionUser, fn);

export { AppError };
