import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import S3rver from "s3rver";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// Issue #18's proof: two production instances on one PostgreSQL and one Redis, as behind a load
// balancer. A throttle's count is shared; a logout on A is refused on B once B's copy of the session
// expires (at most 1 s); an upload
// handshake started on A registers on B; the scheduled purge runs once, not twice.
const REDIS = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe(`two instances (on PostgreSQL ${POSTGRES} and Redis ${REDIS})`, () => {
  let a: Server;
  let b: Server;
  let database: { url: string; drop: () => Promise<void> };
  let uploads: string;
  let store: S3rver;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await freshDatabase();
    uploads = mkdtempSync(path.join(tmpdir(), "niji-two-"));
    // no shared disk between the instances: their uploads live on one S3-protocol store
    store = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: uploads, configureBuckets: [{ name: "niji-two", configs: [] }] });
    const { port: storePort } = await store.run();
    const shared = {
      S3_BUCKET: "niji-two",
      S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
      DATABASE_URL: database.url,
      REDIS_URL: REDIS,
      REDIS_PREFIX: `two${randomBytes(4).toString("hex")}:`,
      NIJI_JOBS: "1",
      NIJI_JOBS_INTERVAL_SECONDS: "3600",
      LOG_LEVEL: "debug",
      NIJI_THROTTLE_API_IP: "1000000/300",
      NIJI_THROTTLE_LOGIN_IP: "1000000/300",
      NIJI_THROTTLE_SIGNUP_IP: "1000000/300",
      // the shared throttle under test: sign-ins per e-mail address
      NIJI_THROTTLE_LOGIN_EMAIL: "4/600",
    };
    // B keeps no copy of a session row (NIJI_SESSION_CACHE_MS=0): what B answers right after a logout on
    // A is what any instance answers once its copy expires (tests/auth/session-cache.test.ts: 500 ms)
    [a, b] = await Promise.all([startServer(shared), startServer({ ...shared, NIJI_SESSION_CACHE_MS: "0" })]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await store?.close();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });

  it("the scheduled purge runs on one instance only", async () => {
    // an expired story, before the first tick (10 s after start)
    const author = await signUpAndIn(a.url, `purge.${Date.now()}@example.test`);
    await sql.query(`INSERT INTO "Story" ("id", "authorId", "imageUrl", "createdAt") VALUES ($1, $2, '/objects/m/gone.jpg', now() - interval '2 days')`, [
      `st${randomBytes(8).toString("hex")}`,
      author.id,
    ]);
    const about = (server: Server) => server.logs.filter((entry) => entry.job === "stories.expired");
    await eventually(() => {
      expect(about(a).length).toBeGreaterThan(0);
      expect(about(b).length).toBeGreaterThan(0);
    }, 30_000);
    const runs = [...about(a), ...about(b)].filter((entry) => entry.msg === "scheduled job finished");
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ stories: 1 });
    const skipped = [...about(a), ...about(b)].filter((entry) => entry.msg.startsWith("scheduled job not due"));
    expect(skipped).toHaveLength(1);
    expect((await sql.query(`SELECT count(*)::int AS n FROM "Story" WHERE "authorId" = $1`, [author.id])).rows[0].n).toBe(0);
  });

  it("a logout on A is refused on B as soon as B's copy of the session expires (B keeps none: at once)", async () => {
    const member = await signUpAndIn(a.url, `logout.${Date.now()}@example.test`);
    const me = (server: Server) => fetch(`${server.url}/api/auth/user`, { headers: { cookie: member.cookie } });
    expect((await me(b)).status).toBe(200);
    const out = await fetch(`${a.url}/api/logout`, { headers: { cookie: member.cookie }, redirect: "manual" });
    expect(out.status).toBe(303);
    expect((await me(b)).status).toBe(401);
  });

  it("an upload handshake started on A registers on B, and both serve it", async () => {
    const member = await signUpAndIn(a.url, `upload.${Date.now()}@example.test`);
    const address = await fetch(`${a.url}/api/objects/upload`, { method: "POST", headers: { cookie: member.cookie, origin: a.url } });
    const { uploadURL } = (await address.json()) as { uploadURL: string };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#e40303" } }).png().toBuffer();
    expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/niji-two\/incoming\//); // straight to the store
    const put = await fetch(uploadURL, { method: "PUT", headers: { "content-type": "image/png" }, body: new Uint8Array(png) });
    expect(put.status).toBe(200);
    const registered = await fetch(`${b.url}/api/post-images`, {
      method: "PUT",
      headers: { cookie: member.cookie, origin: b.url, "content-type": "application/json" },
      body: JSON.stringify({ imageURL: uploadURL.split("?")[0] }),
    });
    expect(registered.status).toBe(200);
    const { objectPath } = (await registered.json()) as { objectPath: string };
    for (const server of [a, b]) {
      const image = await fetch(`${server.url}${objectPath}`, { headers: { cookie: member.cookie } });
      expect(image.status).toBe(200);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(40);
    }
  });

  it("a throttle's count is shared: hits on A and on B add up to one limit", async () => {
    const email = `throttle.${Date.now()}@example.test`;
    await signUpAndIn(a.url, email);
    const wrongPassword = (server: Server) =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "not-my-password" }),
      }).then((res) => res.status);
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) statuses.push(await wrongPassword(server));
    // the one right sign-in counted too: 4 per e-mail in all, whichever instance answers
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });
});
