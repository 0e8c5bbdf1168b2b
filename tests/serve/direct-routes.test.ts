import { request, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIRECT_ROUTES, loadDirectRoutes } from "@/lib/server/ops/direct-routes";
import staticHeaders from "@/lib/core/net/static-headers.json";
import { eventually, freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// The feed and explore pages skip Next's router in npm start (lib/server/ops/direct-routes.ts). Whatever a
// client sends, the direct server must answer as Next does: two servers on one database, one with
// NIJI_DIRECT_ROUTES=0, get the same requests and must give the same status, headers and body (all
// but the framing ones: a whole body with its length against Next's chunked stream).

type Answer = { status: number; headers: Record<string, string>; body: string };
const THROTTLE = 40;
const VARYING = new Set(["date", "x-request-id", "keep-alive", "connection"]);
// framing: the direct server sends a body whole with its length, Next streams it (lib/server/ops/direct-routes.ts)
const FRAMING = new Set(["content-length", "transfer-encoding", "content-encoding"]);

async function answer(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, redirect: "manual" });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!VARYING.has(name) && !FRAMING.has(name)) headers[name] = value;
  });
  return { status: res.status, headers, body: await res.text() };
}

/** An answer as it came over the wire, body undecoded (node:http sends no Accept-Encoding unless given one; fetch always does). */
function rawAnswer(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

/** The answer to a client that sends no Accept-Encoding, its body as the bytes came. */
async function plainAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  const res = await rawAnswer(url, headers);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    // content-encoding is kept: neither server may encode for this client
    if (value !== undefined && !VARYING.has(name) && name !== "content-length" && name !== "transfer-encoding") kept[name] = String(value);
  }
  return { status: res.status, headers: kept, body: res.body.toString("latin1") };
}

describe(`the direct routes of npm start (on PostgreSQL ${POSTGRES})`, () => {
  let direct: Server;
  let routed: Server;
  let drop: () => Promise<void>;
  let reader: { id: string; cookie: string };

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    // a member's /api throttle low enough to reach (each test below signs in members of its own for it)
    const env = { DATABASE_URL: database.url, NIJI_JOBS: "0", NIJI_SESSION_CACHE_MS: "0", NIJI_THROTTLE_API_MEMBER: `${THROTTLE}/300` };
    [direct, routed] = await Promise.all([startServer(env), startServer({ ...env, NIJI_DIRECT_ROUTES: "0" })]);
    reader = await signUpAndIn(direct.url, `direct.reader.${Date.now()}@example.test`);
    const author = await signUpAndIn(direct.url, `direct.author.${Date.now()}@example.test`);
    // three posts by the author, one for followers only; the reader follows the author
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (const [i, audience] of (["everyone", "followers", "everyone"] as const).entries()) {
      await client.query(
        `INSERT INTO "Post" (id, "authorId", caption, audience, "createdAt", "updatedAt") VALUES ($1, $2, $3, $4, now() - ($5 || ' minutes')::interval, now())`,
        [`directpost${i}`, author.id, `Post ${i} #direct`, audience, String(10 - i)],
      );
      await client.query(`INSERT INTO "PostMedia" (id, "postId", position, url, type) VALUES ($1, $1, 0, '/objects/direct.jpg', 'image')`, [`directpost${i}`]);
    }
    await client.query(`INSERT INTO "Follow" ("followerId", "followingId") VALUES ($1, $2)`, [reader.id, author.id]);
    await client.end();
  });
  afterAll(async () => {
    await Promise.all([direct?.stop(), routed?.stop()]);
    await drop?.();
  });

  // Not the lane, but this file has the server and a feed: Home's first posts must be in the first HTML,
  // laid out where they stay. A Suspense boundary that React's server renderer outlines (streamed
  // hidden, revealed by a script after a frame) delayed the first paint and shifted the page (CLS).
  it("puts Home's first posts in its first HTML, none streamed hidden behind a script", async () => {
    const res = await fetch(`${direct.url}/`, { headers: { cookie: reader.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const feed = html.indexOf('aria-label="Posts"');
    expect(feed).toBeGreaterThan(-1);
    expect(html.indexOf("Post 2", feed)).toBeGreaterThan(feed);
    expect(html).not.toMatch(/<template id="B:\d+"/);
    expect(html).not.toMatch(/hidden id="S:\d+"/);
    expect(html).not.toContain("<!--$?-->");
  });

  it("loads a handler for every direct route from the build", async () => {
    const routes = await loadDirectRoutes(path.resolve("."));
    expect([...routes.keys()].sort()).toEqual([...DIRECT_ROUTES].sort());
  });

  it("leaves a route to Next when the build does not hold it where expected", async () => {
    const routes = await loadDirectRoutes(path.resolve("tests"));
    expect(routes.size).toBe(0);
  });

  it("answers like Next: pages and cursors, signed out, hostile cookies and queries, HEAD and a trailing slash", async () => {
    const cookie = { cookie: reader.cookie };
    const first = await fetch(`${direct.url}/api/posts/feed?limit=1`, { headers: cookie });
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const cases: [string, RequestInit][] = [
      ["/api/posts/feed", { headers: cookie }],
      ["/api/posts/feed?limit=1", { headers: cookie }],
      [`/api/posts/feed?limit=1&cursor=${cursor}`, { headers: cookie }],
      ["/api/posts/explore?limit=2", { headers: cookie }],
      ["/api/posts/explore", {}],
      ["/api/posts/feed", {}],
      ["/api/posts/feed", { headers: { cookie: "next-auth.session-token=%E0%A4%A" } }],
      ["/api/posts/feed", { headers: { cookie: "next-auth.session-token=not-a-token" } }],
      ["/api/posts/feed?limit=abc", { headers: cookie }],
      ["/api/posts/feed?cursor=%E0%A4%A", { headers: cookie }],
      ["/api/posts/feed?cursor=bm90LWEtY3Vyc29y", { headers: cookie }],
      ["/api/posts/feed?limit=100000", { headers: cookie }],
      ["/api/posts/feed?limit=1", { method: "HEAD", headers: cookie }],
      ["/api/posts/feed/", { headers: cookie }],
      // what the lane decides without the compression middleware (a page under 1 kB, a signed-out 401)
      // and what it leaves to it (a client that takes no gzip, or names one the middleware does not make)
      ["/api/posts/feed?limit=1", { headers: { ...cookie, "accept-encoding": "gzip" } }],
      ["/api/posts/feed", { headers: { ...cookie, "accept-encoding": "identity" } }],
      ["/api/posts/feed", { headers: { ...cookie, "accept-encoding": "gzip;q=0, br" } }],
      ["/api/posts/explore", { headers: { "accept-encoding": "gzip" } }],
    ];
    for (const [target, init] of cases) {
      const [mine, next] = await Promise.all([answer(`${direct.url}${target}`, init), answer(`${routed.url}${target}`, init)]);
      expect({ target, ...mine }).toEqual({ target, ...next });
    }
    // the pages really carry the posts the reader may see (the followers-only one included)
    const page = JSON.parse((await answer(`${direct.url}/api/posts/feed`, { headers: cookie })).body) as { id: string }[];
    expect(page.map((post) => post.id)).toEqual(["directpost2", "directpost1", "directpost0"]);
  });

  it("gzips a page over 1 kB for a client that accepts it, as Next does, and logs the request with its route", async () => {
    const headers = { cookie: reader.cookie, "accept-encoding": "gzip", "x-request-id": "direct-gzip-1" };
    const raw = async (base: string) => {
      const res = await fetch(`${base}/api/posts/feed`, { headers });
      // fetch decodes the gzip itself and keeps the header
      return { encoding: res.headers.get("content-encoding"), vary: res.headers.get("vary"), body: await res.text() };
    };
    const [mine, next] = await Promise.all([raw(direct.url), raw(routed.url)]);
    expect(mine).toEqual(next);
    expect(mine.encoding).toBe("gzip");
    expect(JSON.parse(mine.body)).toHaveLength(3);
    // the lane gzips the page whole (zlib, the middleware's settings) and sends it with its length, as
    // for a browser's Accept-Encoding; Next's middleware streams it chunked
    for (const encoding of ["gzip", "gzip, deflate, br, zstd"]) {
      const [lane, routedRaw] = await Promise.all([direct, routed].map((server) => rawAnswer(`${server.url}/api/posts/feed`, { cookie: reader.cookie, "accept-encoding": encoding })));
      expect({ encoding, gzip: lane!.headers["content-encoding"], length: lane!.headers["content-length"], chunked: lane!.headers["transfer-encoding"] }).toEqual({
        encoding,
        gzip: "gzip",
        length: String(lane!.body.length),
        chunked: undefined,
      });
      expect({ encoding, gzip: routedRaw!.headers["content-encoding"], chunked: routedRaw!.headers["transfer-encoding"] }).toEqual({ encoding, gzip: "gzip", chunked: "chunked" });
      expect(gunzipSync(lane!.body).toString()).toBe(gunzipSync(routedRaw!.body).toString());
      expect(gunzipSync(lane!.body).toString()).toBe(mine.body);
    }
    const line = await eventually(() => {
      const found = direct.logs.find((entry) => entry.reqId === "direct-gzip-1");
      if (!found) throw new Error("no log line yet");
      return found;
    });
    expect(line).toMatchObject({ msg: "request", method: "GET", route: "/api/posts/feed", status: 200 });
  });

  // A client without Accept-Encoding (autocannon, curl, many HTTP libraries) gets identity only: the
  // lane answers it without the compression middleware and must still send what it would (its Vary).
  it("answers a client that sends no Accept-Encoding like Next: not encoded, the same Vary", async () => {
    for (const [target, headers] of [
      ["/api/posts/feed", { cookie: reader.cookie }],
      ["/api/posts/feed?limit=1", { cookie: reader.cookie }],
      ["/api/posts/explore", { cookie: reader.cookie }],
      ["/api/posts/feed", {}],
    ] as const) {
      const [mine, next] = await Promise.all([plainAnswer(`${direct.url}${target}`, headers), plainAnswer(`${routed.url}${target}`, headers)]);
      expect({ target, ...mine }).toEqual({ target, ...next });
      expect({ target, encoding: mine.headers["content-encoding"], vary: mine.headers.vary }).toEqual({ target, encoding: undefined, vary: expect.stringMatching(/, Accept-Encoding$/) });
    }
  });

  // The lane earns its place only while it runs (issue #34): a Next upgrade that moves the build's
  // route modules makes loadDirectRoutes log a warning and leave the routes to Next, which still
  // answers right, so only this notices. The server says at start-up what it serves directly, and
  // its answers show it: the lane sends a body whole with its length, Next streams it chunked (gzipped
  // or not; this asks for identity).
  it("serves the feed and explore from the build's route modules in npm start, not through Next", async () => {
    const started = direct.logs.find((line) => line.msg === "direct routes");
    expect(started?.routes).toEqual([...DIRECT_ROUTES]);
    expect(direct.logs.filter((line) => String(line.msg).startsWith("direct route:"))).toEqual([]);
    expect(routed.logs.find((line) => line.msg === "direct routes")).toBeUndefined();
    for (const route of DIRECT_ROUTES) {
      const [mine, next] = await Promise.all([direct, routed].map((server) => fetch(`${server.url}${route}`, { headers: { cookie: reader.cookie, "accept-encoding": "identity" } })));
      expect({ route, status: mine!.status, length: mine!.headers.get("content-length"), chunked: mine!.headers.get("transfer-encoding") }).toEqual({
        route,
        status: 200,
        length: String(Buffer.byteLength(await mine!.text())),
        chunked: null,
      });
      expect({ route, chunked: next!.headers.get("transfer-encoding") }).toEqual({ route, chunked: "chunked" });
      await next!.text();
    }
  });

  // What the proxy (proxy.ts), next.config's /api headers, the server (scripts/serve.ts) and the
  // handler wrapper do for /api holds on both paths: privacy headers, no page CSP or HSTS on /api,
  // the request id, 401 signed out, the member's /api throttle, the proxy's 404 for an address that
  // does not decode, and the request's log line with its route.
  it("does for /api on the lane all that proxy.ts, next.config and the server do through Next", async () => {
    for (const server of [direct, routed]) {
      const member = await signUpAndIn(direct.url, `direct.proxy.${server === direct ? "on" : "off"}.${Date.now()}@example.test`);
      for (const route of DIRECT_ROUTES) {
        const label = `${server === direct ? "lane" : "Next"} ${route}`;
        const res = await fetch(`${server.url}${route}`, { headers: { cookie: member.cookie, "x-request-id": `proxy-${route.length}-${server === direct}` } });
        expect({ label, status: res.status }).toEqual({ label, status: 200 });
        for (const [name, value] of Object.entries(staticHeaders)) expect({ label, name, value: res.headers.get(name) }).toEqual({ label, name, value });
        expect({ label, csp: res.headers.get("content-security-policy"), hsts: res.headers.get("strict-transport-security") }).toEqual({ label, csp: null, hsts: null });
        expect({ label, id: res.headers.get("x-request-id") }).toEqual({ label, id: `proxy-${route.length}-${server === direct}` });
        expect(res.headers.get("cache-control")).toBeTruthy();
        await res.text();
        // a request id that is not one of ours is replaced, not echoed
        const fresh = await fetch(`${server.url}${route}`, { headers: { cookie: member.cookie, "x-request-id": "no spaces <allowed>" } });
        expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        await fresh.text();
        const out = await fetch(`${server.url}${route}`);
        expect({ label, status: out.status, body: await out.json() }).toMatchObject({ label, status: 401, body: { code: "unauthorized" } });
        for (const [name, value] of Object.entries(staticHeaders)) expect({ label, name, value: out.headers.get(name) }).toEqual({ label, name, value });
        const line = await eventually(() => {
          const found = server.logs.find((entry) => entry.reqId === `proxy-${route.length}-${server === direct}`);
          if (!found) throw new Error("no log line yet");
          return found;
        });
        expect(line).toMatchObject({ msg: "request", method: "GET", route, status: 200 });
      }
      // the proxy's own work on /api: an address with a percent sign that does not decode is a 404 with the privacy headers
      const broken = await fetch(`${server.url}/api/posts/feed%E0%A4%A`, { headers: { cookie: member.cookie } });
      expect({ status: broken.status, body: await broken.json() }).toMatchObject({ status: 404, body: { code: "not_found" } });
      for (const [name, value] of Object.entries(staticHeaders)) expect({ name, value: broken.headers.get(name) }).toEqual({ name, value });
      // the member's /api throttle: THROTTLE requests in the window (the 4 signed-in ones above included), then 429
      const statuses: number[] = [];
      for (let i = 0; i < THROTTLE; i++) {
        const res = await fetch(`${server.url}${DIRECT_ROUTES[i % DIRECT_ROUTES.length]}`, { headers: { cookie: member.cookie } });
        statuses.push(res.status);
        await res.text();
      }
      const limited = statuses.indexOf(429);
      expect({ server: server === direct ? "lane" : "Next", limited, after: statuses.slice(limited).every((status) => status === 429) }).toEqual({
        server: server === direct ? "lane" : "Next",
        limited: THROTTLE - 4,
        after: true,
      });
    }
    // and the two paths answer a throttled request alike (status, headers but the varying ones, body)
    const member = await signUpAndIn(direct.url, `direct.proxy.both.${Date.now()}@example.test`);
    for (let i = 0; i < THROTTLE; i++) await (await fetch(`${direct.url}/api/posts/feed`, { headers: { cookie: member.cookie } })).text();
    for (let i = 0; i < THROTTLE; i++) await (await fetch(`${routed.url}/api/posts/feed`, { headers: { cookie: member.cookie } })).text();
    const [mine, next] = await Promise.all([answer(`${direct.url}/api/posts/feed`, { headers: { cookie: member.cookie } }), answer(`${routed.url}/api/posts/feed`, { headers: { cookie: member.cookie } })]);
    expect(mine.status).toBe(429);
    const { "retry-after": mineRetry, ...mineHeaders } = mine.headers;
    const { "retry-after": nextRetry, ...nextHeaders } = next.headers;
    expect({ ...mine, headers: mineHeaders, retry: Boolean(mineRetry) }).toEqual({ ...next, headers: nextHeaders, retry: Boolean(nextRetry) });
  });
});
