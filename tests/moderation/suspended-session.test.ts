import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isValidElement, type ReactElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/data/db";
import { createSessionRow, createSessionToken, SESSION_COOKIE } from "@/lib/data/session";
import { resetThrottle } from "@/lib/data/throttle";
import { call, createUser, type Handler } from "@/tests/support/http";

// Issue #33: a suspended member's session reaches exactly their account status (the page and
// GET /api/account-status), their appeal (POST /api/appeals) and logout. Every other API route answers
// them as it answers a signed-out caller (as before, when a suspended member had no session at all),
// and every other page sends them to their account status. Routes and pages are found from the source,
// so a new one is covered without editing this file.

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const root = path.resolve(__dirname, "../..");
const ALLOWED = new Set(["app/api/account-status/route.ts GET", "app/api/appeals/route.ts POST", "app/api/logout/route.ts GET"]);
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

function files(dir: string, name: string): string[] {
  return (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((file) => file === name || file.endsWith(`${path.sep}${name}`))
    .map((file) => `${dir}/${file.split(path.sep).join("/")}`);
}

/** Every route handler under app/api and app/objects, with made-up values for its dynamic segments. */
async function handlers() {
  const found: { file: string; method: string; handler: Handler; params: Record<string, string | string[]> }[] = [];
  for (const file of [...files("app/api", "route.ts"), ...files("app/objects", "route.ts")]) {
    const routeModule = (await import(/* @vite-ignore */ `@/${file.replace(/\.ts$/, "")}`)) as Record<string, unknown>;
    const params = Object.fromEntries([...file.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map(([, rest, name]) => [name!, rest ? ["test", "x.jpg"] : name === "tag" ? "quiet" : "cnotarow0000000000000000"]));
    for (const method of METHODS) if (typeof routeModule[method] === "function") found.push({ file, method, handler: routeModule[method] as Handler, params });
  }
  return found;
}

let suspendedCookie = "";
let suspendedId = "";
beforeAll(async () => {
  vi.stubEnv("NIJI_THROTTLE_API_IP", "100000/300");
  vi.stubEnv("NIJI_THROTTLE_API_MEMBER", "100000/300");
  resetThrottle();
  const member = await createUser({ firstName: "Sus" });
  suspendedId = member.id;
  const row = await db.user.update({ where: { id: member.id }, data: { suspendedAt: new Date(), suspensionReason: "spam", sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
  // the session a suspended member's sign-in starts (tests/moderation/appeals.test.ts signs in through the handler)
  suspendedCookie = `${SESSION_COOKIE}=${await createSessionToken({ id: member.id, sessionVersion: row.sessionVersion }, await createSessionRow(member.id, "Test browser", null))}`;
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetThrottle();
});

describe("a suspended member's session", () => {
  it("only the account status and the appeal use withStanding; only the session module, the wrapper, the page guard and logout read a suspended session", () => {
    const standing = files("app/api", "route.ts").flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = withStanding\b/g)].map((m) => `${file} ${m[1]}`),
    );
    expect(standing.sort()).toEqual(["app/api/account-status/route.ts GET", "app/api/appeals/route.ts POST"]);
    const readers = ["app", "lib", "components"]
      .flatMap((dir) => (readdirSync(path.join(root, dir), { recursive: true }) as string[]).map((f) => `${dir}/${f.split(path.sep).join("/")}`))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("lib/generated/"))
      .filter((file) => /getStandingUser|getStandingFromToken|getCurrentStanding|withStanding/.test(readFileSync(path.join(root, file), "utf8")));
    expect([...new Set(readers)].sort()).toEqual([
      "app/(app)/layout.tsx",
      "app/(standing)/layout.tsx",
      "app/(standing)/settings/account-status/page.tsx",
      "app/api/account-status/route.ts",
      "app/api/appeals/route.ts",
      "app/api/logout/route.ts",
      "lib/data/session.ts",
      "lib/domain/auth/login.ts", // a comment naming getStandingFromToken
      "lib/server/current-user.ts",
      "lib/server/http/handler.ts",
    ]);
  });

  it("every other API route answers it exactly as it answers a signed-out caller", async () => {
    const all = await handlers();
    expect(all.length).toBeGreaterThan(120);
    for (const { file, method, handler, params } of all) {
      if (ALLOWED.has(`${file} ${method}`)) continue;
      const url = `/${file.replace(/^app\/|\/route\.ts$/g, "")}`;
      const body = method === "GET" || method === "HEAD" ? undefined : {};
      const asSuspended = await call(handler, url, { method, cookie: suspendedCookie, params: params as Record<string, string>, body });
      const signedOut = await call(handler, url, { method, params: params as Record<string, string>, body });
      expect([file, method, asSuspended.status, asSuspended.data?.code]).toEqual([file, method, signedOut.status, signedOut.data?.code]);
    }
    // and it was a live session all along: the allowed doors open
    const status = (await import("@/app/api/account-status/route")).GET as Handler;
    expect(await call(status, "/api/account-status", { cookie: suspendedCookie })).toMatchObject({ status: 200, data: { suspension: { reason: "spam" } } });
  });

  it("every page but the account status is under a layout that sends it there", async () => {
    const pages = files("app", "page.tsx");
    const elsewhere = pages.filter((p) => !p.startsWith("app/(app)/") && !p.startsWith("app/(public)/"));
    // (public): the signed-out screens (a suspended member is signed out there, as before); offline: static
    expect(elsewhere.sort()).toEqual(["app/(standing)/settings/account-status/page.tsx", "app/offline/page.tsx"]);

    request.cookie = suspendedCookie;
    const { default: AppLayout } = await import("@/app/(app)/layout");
    const redirect = await AppLayout({ children: null }).then(
      () => null,
      (error: { digest?: string }) => error.digest ?? null,
    );
    expect(redirect).toMatch(/^NEXT_REDIRECT;[a-z]+;\/settings\/account-status;/);

    const { default: StandingLayout } = await import("@/app/(standing)/layout");
    const { SuspendedShell } = await import("@/components/appeals/suspended-shell");
    const shell = (await StandingLayout({ children: null })) as ReactElement;
    expect(isValidElement(shell) && shell.type).toBe(SuspendedShell);

    // signed out: the landing screen, as before (no redirect)
    request.cookie = "";
    const landing = (await AppLayout({ children: null })) as ReactElement;
    expect(isValidElement(landing)).toBe(true);
    expect(suspendedId).not.toBe("");
  });
});
