import { randomBytes } from "node:crypto";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { createSessionRow, createSessionToken, SESSION_COOKIE } from "@/lib/data/session";
import { db } from "@/lib/data/db";

// Calls route handlers directly with real Request objects, as Next would.
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  rawBody?: BodyInit;
  cookie?: string | null;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
};

export const BASE = "http://localhost:3000";

export async function call(handler: Handler, path: string, options: CallOptions = {}) {
  const url = new URL(path, BASE);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
  }
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new Request(url, { method: options.method ?? (body ? "POST" : "GET"), headers, body, duplex: "half" } as RequestInit);
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  let data: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test asserts the JSON shape it expects
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data, headers: res.headers };
}

export function uniqueEmail(prefix = "member") {
  return `${prefix}.${Date.now()}.${randomBytes(4).toString("hex")}@example.test`;
}

export type TestUser = { id: string; email: string; password: string; cookie: string; username: string };

/**
 * Signs a new member up through the real signup handler and starts their session as the login service
 * does (a Session row and a token naming it with their session version); returns the session cookie. Not through the login handler:
 * its bcrypt comparison cost ~85 ms of CPU per member, paid hundreds of times per run by suites that
 * test something else. The login handler has its own tests (tests/auth).
 */
export async function createUser(options: { firstName?: string; lastName?: string; admin?: boolean; email?: string } = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = "rainbow-123";
  const signup = await call(signupRoute as Handler, "/api/auth/signup", {
    body: { email, password, firstName: options.firstName ?? "Test", lastName: options.lastName ?? "Member" },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.data)}`);
  const id: string = signup.data.user.id;
  const select = { sessionVersion: true } as const;
  const { sessionVersion } = options.admin
    ? await db.user.update({ where: { id }, data: { isAdmin: true }, select })
    : await db.user.findUniqueOrThrow({ where: { id }, select });
  const cookie = `${SESSION_COOKIE}=${await createSessionToken({ id, sessionVersion }, await createSessionRow(id, "Test browser", null))}`;
  return { id, email, password, cookie, username: signup.data.user.username };
}

export type { Handler };
