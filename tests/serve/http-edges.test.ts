import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// Issue #28's HTTP edges on the built server, where Next's router, the proxy and next.config's headers
// all take part (tests/hardening/http-edges.test.ts has the handler- and proxy-level checks): signed-in
// pages are never stored, COOP on every HTML answer, the CSP on the 404 of a path that does not
// percent-decode, and one cookie parser for the API and the pages.
const BAD = "next-auth.session-token=%E0%A4%A";

describe(`HTTP edges of npm start's server (on PostgreSQL ${POSTGRES})`, () => {
  let server: Server;
  let drop: () => Promise<void>;
  let member: { id: string; cookie: string };

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    server = await startServer({ DATABASE_URL: database.url, NIJI_JOBS: "0" });
    member = await signUpAndIn(server.url, `edges.${Date.now()}@example.test`);
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("a signed-in page, as HTML and as RSC, says private, no-store and carries COOP and the CSP", async () => {
    const asked: Record<string, string>[] = [{ cookie: member.cookie }, { cookie: member.cookie, rsc: "1" }];
    for (const headers of asked) {
      const res = await fetch(`${server.url}/notifications`, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("content-security-policy")).toContain("script-src");
      await res.arrayBuffer();
    }
  });

  it("a signed-in /api answer and error say private, no-store, with COOP from next.config; logout clears the cache", async () => {
    const list = await fetch(`${server.url}/api/notifications`, { headers: { cookie: member.cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const missing = await fetch(`${server.url}/api/posts/nosuchpost0000000000000`, { headers: { cookie: member.cookie } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const other = await signUpAndIn(server.url, `edges.out.${Date.now()}@example.test`);
    const logout = await fetch(`${server.url}/api/logout`, { headers: { cookie: other.cookie }, redirect: "manual" });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("clear-site-data")).toBe('"cache"');
  });

  it("the 404 of a path that does not percent-decode carries the CSP, its nonce on every script, and COOP", async () => {
    for (const path of ["/%", "/%E0%A4%A", "/profile/%ff"]) {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie: member.cookie } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(res.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => /\bnonce="([^"]*)"/.exec(tag)?.[1]);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.every((n) => n === nonce), path).toBe(true);
    }
  });

  it("a broken session cookie before the valid one: signed in on the API and on the pages alike", async () => {
    const cookie = `${BAD}; ${member.cookie}`;
    const me = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(member.id);
    const settings = await fetch(`${server.url}/settings`, { headers: { cookie } });
    expect(settings.status).toBe(200);
    expect(await settings.text()).toContain("Discreet mode"); // the settings screen, not the landing one
  });
});
