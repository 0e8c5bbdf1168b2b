import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { GET as eventsRoute } from "@/app/api/events/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { GET as postRoute } from "@/app/api/posts/[id]/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { PUT as setPinRoute } from "@/app/api/users/[id]/pin/route";
import { POST as verifyPinRoute } from "@/app/api/users/[id]/pin/verify/route";
import { readCookie, SESSION_COOKIE } from "@/lib/data/session";
import { resetThrottle } from "@/lib/data/throttle";
import { proxy } from "@/proxy";
import { BASE, call, createUser, type Handler } from "@/tests/support/http";

// Issue #28 item 8 and the hostile run's HTTP edges: caching of signed-in answers, Clear-Site-Data on
// logout, COOP, the CSP of the malformed-path 404, and one cookie parser for the API and the pages.
const h = (handler: unknown) => handler as Handler;
const BAD = `${SESSION_COOKIE}=%E0%A4%A`;

describe("signed-in /api answers are never stored", () => {
  it("a signed-in answer, and a signed-in error, say Cache-Control: private, no-store", async () => {
    const member = await createUser();
    const list = await call(h(eventsRoute), "/api/events", { cookie: member.cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const missing = await call(h(postRoute), "/api/posts/nosuchpost0000000000000", { cookie: member.cookie, params: { id: "nosuchpost0000000000000" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const me = await call(h(meRoute), "/api/auth/user", { cookie: member.cookie });
    expect(me.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the sign-in answer (it sets the cookie and names the member) is not stored either", async () => {
    const member = await createUser();
    const login = await call(h(loginRoute), "/api/auth/login", { body: { email: member.email, password: member.password } });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a signed-out 401 names nobody and keeps the default", async () => {
    const res = await call(h(eventsRoute), "/api/events");
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBeNull();
  });
});

describe('every way out sends Clear-Site-Data: "cache"', () => {
  it("GET /api/logout", async () => {
    const member = await createUser();
    const res = await call(h(logoutRoute), "/api/logout", { cookie: member.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    expect(res.headers.get("cache-control")).toContain("no-store");
    // a stale or broken cookie is cleared the same way
    const stale = await call(h(logoutRoute), "/api/logout", { cookie: BAD });
    expect(stale.headers.get("clear-site-data")).toBe('"cache"');
  });

  it("deleting the account", async () => {
    const member = await createUser();
    const res = await call(h(deleteUserRoute), `/api/users/${member.id}`, { method: "DELETE", cookie: member.cookie, params: { id: member.id }, body: { password: member.password } });
    expect(res.status).toBe(204);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
  });

  it("the fifth wrong PIN, which signs out; a wrong PIN before it clears nothing", async () => {
    process.env.NIJI_THROTTLE_PIN = "1000000/300";
    resetThrottle();
    const member = await createUser();
    const pinPath = `/api/users/${member.id}/pin`;
    expect((await call(h(setPinRoute), pinPath, { method: "PUT", cookie: member.cookie, params: { id: member.id }, body: { pin: "2468", currentPassword: member.password } })).status).toBe(200);
    const wrong = () => call(h(verifyPinRoute), `${pinPath}/verify`, { cookie: member.cookie, params: { id: member.id }, body: { pin: "1357" } });
    for (let i = 0; i < 4; i++) expect((await wrong()).headers.get("clear-site-data")).toBeNull();
    const fifth = await wrong();
    expect(fifth.data.triesLeft).toBe(0);
    expect(fifth.headers.get("clear-site-data")).toBe('"cache"');
  });
});

describe("one cookie parser: a broken session cookie before the valid one", () => {
  it("signs nobody out of the API (the pages read it with the same parser: lib/server/current-user.test.ts)", async () => {
    const member = await createUser();
    for (const cookie of [`${BAD}; ${member.cookie}`, `${member.cookie}; ${BAD}`, `a=1; ${BAD}; ${member.cookie}; b=%ff`]) {
      const res = await call(h(meRoute), "/api/auth/user", { cookie });
      expect(res.status, cookie).toBe(200);
      expect(res.data.id).toBe(member.id);
    }
  });

  it("reads the first value that decodes", () => {
    expect(readCookie(`${BAD}; ${SESSION_COOKIE}=one; ${SESSION_COOKIE}=two`, SESSION_COOKIE)).toBe("one");
    expect(readCookie(BAD, SESSION_COOKIE)).toBeNull();
  });
});

describe("the proxy's page headers", () => {
  const run = (path: string, cookie?: string) => proxy(new NextRequest(new URL(path, BASE), { headers: cookie ? { cookie } : {} }));

  it("COOP same-origin, with the CSP, on pages", () => {
    const res = run("/explore");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });

  it("the 404 for a path that does not percent-decode carries the CSP (and its nonce reaches the page) and COOP", () => {
    for (const path of ["/%", "/%E0%A4%A", "/profile/%ff", "/objects/%ff"]) {
      const res = run(path);
      expect(res.headers.get("x-middleware-rewrite"), path).toBe(`${BASE}/not-found`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(res.headers.get("x-middleware-request-x-nonce"), path).toBe(nonce);
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });

  it("a page asked for with a session cookie (HTML or RSC) is never stored; a public file still may be", () => {
    const member = `${SESSION_COOKIE}=some-token`;
    expect(run("/notifications", member).headers.get("cache-control")).toBe("private, no-store");
    expect(run("/messages?_rsc=abc", member).headers.get("cache-control")).toBe("private, no-store");
    expect(run("/no-such-page", member).headers.get("cache-control")).toBe("private, no-store");
    expect(run("/notifications").headers.get("cache-control")).toBeNull();
    expect(run("/icons/niji-192.png", member).headers.get("cache-control")).toBeNull();
  });

  it("/api answers rejected by the proxy carry COOP too", () => {
    const res = run("/api/users/%ff/follow");
    expect(res.status).toBe(404);
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});
