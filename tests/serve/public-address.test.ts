import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// Issue #29 on the built server: `npm start` gives Next no hostname, so a handler's req.url names
// http://localhost:<port> whatever the member typed. Redirects and links must come from the address
// the member used (or NIJI_PUBLIC_URL), never from that. The server is reached at a non-localhost
// address (support.ts, 127.0.0.2), with Host headers a browser would send for a deployed site, and
// from 127.0.0.3, which this server trusts as its reverse proxy.
const PROXY = "127.0.0.3";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET with our own Host header (fetch ignores one), optionally from another loopback address. */
function get(base: string, path: string, headers: Record<string, string>, localAddress?: string): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, headers, localAddress }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe(`links and redirects on npm start's server (on PostgreSQL ${POSTGRES})`, () => {
  let server: Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    server = await startServer({ DATABASE_URL: database.url, NIJI_JOBS: "0", NIJI_TRUSTED_PROXIES: PROXY });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("is reached at an address that is not localhost", () => {
    expect(new URL(server.url).hostname).not.toBe("localhost");
  });

  it("logout and login redirect relative to the address the member is on, never to localhost", async () => {
    const member = await signUpAndIn(server.url, `address.${Date.now()}@example.test`);
    for (const host of [new URL(server.url).host, "niji.example.jp", "evil.example"]) {
      const out = await get(server.url, "/api/logout", { host, cookie: member.cookie });
      expect(out.status).toBe(303);
      expect(out.headers.location).toBe("/");
      const login = await get(server.url, "/api/login", { host });
      expect(login.status).toBe(303);
      expect(login.headers.location).toBe("/login");
    }
  });

  it("the .ics links the event at the Host, and at a trusted proxy's forwarded address", async () => {
    const member = await signUpAndIn(server.url, `ics.${Date.now()}@example.test`);
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await fetch(`${server.url}/api/events`, {
      method: "POST",
      headers: { cookie: member.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ title: "Address night", description: "Links", location: "Shinjuku", date, eventType: "izakaya_party", maxAttendees: "", price: "", ageRestriction: "20+", tags: [], venueImageUrl: "" }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const icsUrl = async (headers: Record<string, string>, from?: string) => {
      const res = await get(server.url, `/api/events/${id}/ics`, { cookie: member.cookie, ...headers }, from);
      expect(res.status).toBe(200);
      expect(res.body).not.toContain("localhost");
      return /\r\nURL:(.*)\r\n/.exec(res.body)?.[1] ?? null;
    };
    expect(await icsUrl({ host: "niji.example.jp" })).toBe(`http://niji.example.jp/events/${id}`);
    const forwarded = { host: "app.internal:3000", "x-forwarded-host": "niji.example.jp", "x-forwarded-proto": "https" };
    // from anyone else the forwarded headers are a client's claim
    expect(await icsUrl(forwarded)).toBe(`http://app.internal:3000/events/${id}`);
    expect(await icsUrl(forwarded, PROXY)).toBe(`https://niji.example.jp/events/${id}`);
    expect(await icsUrl({ host: "evil.example/x" })).toBeNull();
  });
});
