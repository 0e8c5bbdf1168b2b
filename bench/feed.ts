// Feed and explore load benchmark (run by hand, never part of npm test):
//   npm run build && npx tsx bench/feed.ts            (seeds once, then benches)
//   BENCH_RESEED=1 npx tsx bench/feed.ts              (drops and re-seeds the bench database)
//   BENCH_APP_DIR=/path/to/other/checkout             (benches that checkout's build: before/after)
//   BENCH_ROUNDS=3 BENCH_DURATION=10 NIJI_WORKERS=…  (rounds per target, seconds per round, server workers)
//   NIJI_DIRECT_ROUTES=0                             (feed and explore through Next's router too: the lane's A/B)
//   BENCH_ENCODING="gzip"                            (the requests' Accept-Encoding; default Chrome's, empty for none)
// Seeds 10k users / 100k posts / 120 follows per user (enough for 50 feed pages after the audience and block filters) / 500k likes / 200k comments / 20k mutes / 300k saves, post audiences,
// Close Friends lists and blocks (BENCH_RESEED=1 after a schema change) into a separate
// database on the machine's PostgreSQL with generate_series (and u1's home timeline, issue #34;
// bench/timeline.ts measures the timeline against follows), starts `npm start` (the production
// server) against it, and measures GET /api/posts/feed and /api/posts/explore (page 1 and page 50
// by cursor) at 32 connections with autocannon, BENCH_ROUNDS rounds each (min/median/max). The
// floor: a bare Node HTTP server (one process) running the same SQL (the same builders) with raw
// pg and named prepared statements, after the same cookie check and a session lookup per request.
// Server CPU per request comes from /proc (utime + stime of every process of the server's group);
// PostgreSQL's CPU per request likewise, from the backends connected to the bench database (pg_stat_activity).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import bcrypt from "bcryptjs";
import pg from "pg";
import { waitFor } from "./support/server";

type Latency = { p50: number; p97_5: number; p99: number } & Record<string, number>;
type CannonResult = { requests: { average: number; total: number }; latency: Latency; errors: number; timeouts: number; non2xx: number };
const autocannon = createRequire(import.meta.url)("autocannon") as (opts: Record<string, unknown>) => Promise<CannonResult>;

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_DB ?? "niji_bench";
const DB_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const APP_DIR = process.env.BENCH_APP_DIR ?? process.cwd();
const CONNECTIONS = 32;
/** The Accept-Encoding a browser sends (Chrome's), so the gzip every page costs is measured; BENCH_ENCODING= (empty) for none. */
const ACCEPT_ENCODING = process.env.BENCH_ENCODING ?? "gzip, deflate, br, zstd";
const ENCODING: Record<string, string> = ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {};
const POOL = process.env.NIJI_DB_POOL_MAX ?? "10";
const SECRET = process.env.AUTH_SECRET ?? "bench-secret-bench-secret-bench-secret";
const USERS = 10_000, POSTS = 100_000, FOLLOWS = 120, LIKES_PER_POST = 5, COMMENTS = 200_000;
const PASSWORD = "bench-password";
// 32 connections from one member would meet the per-member API throttle (1,500 per 5 minutes) within
// seconds and measure 429s: the bench raises it for the servers it starts (unless set explicitly).
process.env.NIJI_THROTTLE_API_MEMBER ??= "100000000/60";
process.env.NIJI_THROTTLE_API_IP ??= "100000000/60";
/** Seed steps of further visibility filters, [label, SQL], run after audiences and blocks (e.g. private accounts). */
const EXTRA_FILTER_SEEDS: [string, string][] = [
  // every 20th member is private, with 5 pending follow requests each: the feed's author rule pays for it
  ["private accounts", `UPDATE "User" SET "isPrivate" = true WHERE substr(id, 2)::int % 20 = 0`],
  // every member mutes 2 others (one of them for a while) and has saved 30 posts into one collection:
  // the feed's mute rule and the saved flag read real rows
  [
    "mutes",
    `INSERT INTO "Mute" ("muterId", "mutedId", "until")
      SELECT 'u' || m, 'u' || (1 + (m - 1 + k * 3001) % ${USERS}), CASE WHEN k = 2 THEN now() + interval '30 days' END
      FROM generate_series(1, ${USERS}) m, generate_series(1, 2) k ON CONFLICT DO NOTHING`,
  ],
  ["collections", `INSERT INTO "Collection" (id, "ownerId", title) SELECT 'col' || u, 'u' || u, 'Saved' FROM generate_series(1, ${USERS}) u`],
  [
    "saved posts",
    `INSERT INTO "SavedPost" (id, "userId", "postId", "collectionId")
      SELECT 'sv' || u || '-' || k, 'u' || u, 'p' || (${POSTS} - (u * 7 + k * 37) % 3000), 'col' || u
      FROM generate_series(1, ${USERS}) u, generate_series(1, 30) k ON CONFLICT DO NOTHING`,
  ],
  [
    "follow requests",
    `INSERT INTO "FollowRequest" (id, "requesterId", "targetId")
      SELECT 'fr' || t || '-' || k, 'u' || (1 + (t + k * 331) % ${USERS}), 'u' || t
      FROM generate_series(20, ${USERS}, 20) t, generate_series(1, 5) k ON CONFLICT DO NOTHING`,
  ],
];

async function seed() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DB_NAME])).rowCount;
  if (exists && process.env.BENCH_RESEED !== "1") {
    await admin.end();
    console.log(`using existing database ${DB_NAME} (BENCH_RESEED=1 to rebuild)`);
    return;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const { migrate } = await import("@/lib/data/db/migrate");
  await migrate(DB_URL);
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const hash = await bcrypt.hash(PASSWORD, 10);
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t = Date.now();
    await db.query(sql, params);
    console.log(`  ${label} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  console.log("seeding", DB_NAME);
  // bulk rows without the home timeline's triggers (a queue of 100k posts, a backfill per follow):
  // the timeline of the member the bench signs in as is written below, with every post of their follows
  await db.query("SET session_replication_role = replica");
  // ids: u<i>, p<i>; post i is by user i % USERS, one minute apart, newest = highest i
  await step("users", `INSERT INTO "User" (id, email, "passwordHash", username, "firstName", "lastName", "updatedAt")
    SELECT 'u' || i, 'u' || i || '@bench.niji', $1, 'user' || i, 'First' || i, 'Last' || i, now() FROM generate_series(1, ${USERS}) i`, [hash]);
  await step("posts", `INSERT INTO "Post" (id, "authorId", caption, location, "createdAt", "updatedAt")
    SELECT 'p' || i, 'u' || (1 + i % ${USERS}), 'Caption of post ' || i, CASE WHEN i % 3 = 0 THEN 'Tokyo' END,
      now() - ((${POSTS} - i) * interval '1 minute'), now() FROM generate_series(1, ${POSTS}) i`);
  // media as uploads leave them (three WebP widths and a ThumbHash), with the triggers on: they write
  // each post's media list (migration 20261201160000_post_media_list), which the page reads
  await db.query("SET session_replication_role = origin");
  await step("media", `INSERT INTO "PostMedia" (id, "postId", position, url, type, "variantWidths", placeholder)
    SELECT 'm' || i || '-' || k, 'p' || i, k, '/objects/bench/' || i || '-' || k || '.jpg', 'image', ARRAY[320, 640, 1080], '3OcRJYB4d3h/iIeHeEh3eIhw+j2w'
    FROM generate_series(1, ${POSTS}) i, generate_series(0, 1) k WHERE k = 0 OR i % 3 = 0`);
  await db.query("SET session_replication_role = replica");
  await step("follows", `INSERT INTO "Follow" ("followerId", "followingId")
    SELECT 'u' || f, 'u' || (1 + (f - 1 + k * 97) % ${USERS}) FROM generate_series(1, ${USERS}) f, generate_series(1, ${FOLLOWS}) k`);
  await step("likes", `INSERT INTO "PostLike" ("postId", "userId")
    SELECT 'p' || i, 'u' || (1 + (i * 7 + k * 1013) % ${USERS}) FROM generate_series(1, ${POSTS}) i, generate_series(1, ${LIKES_PER_POST}) k`);
  await step("comments", `INSERT INTO "Comment" (id, "postId", "authorId", content, "createdAt", "updatedAt")
    SELECT 'c' || i, 'p' || (1 + (i * 13) % ${POSTS}), 'u' || (1 + (i * 31) % ${USERS}), 'Comment ' || i, now(), now()
    FROM generate_series(1, ${COMMENTS}) i`);
  // the counters the triggers would have kept (they are off for the bulk rows): a page reads them, and
  // the count correction of select-posts.ts skips posts whose comment counter is 0
  await step("post counters", `UPDATE "Post" p SET "likeCount" = (SELECT count(*) FROM "PostLike" l WHERE l."postId" = p."id"),
    "commentCount" = (SELECT count(*) FROM "Comment" c WHERE c."postId" = p."id" AND c."hiddenAt" IS NULL)`);
  // Audiences, Close Friends and blocks, so the page queries pay for the real filters (#14): every
  // 5th post is for followers, every 11th for close friends; each member is on the Close Friends
  // list of 10 of the people they follow; every member blocks 2 others.
  await step("post audiences", `UPDATE "Post" SET audience = CASE WHEN substr(id, 2)::int % 11 = 0 THEN 'close_friends' ELSE 'followers' END::"PostAudience"
    WHERE substr(id, 2)::int % 11 = 0 OR substr(id, 2)::int % 5 = 0`);
  await step("close friends", `INSERT INTO "CloseFriend" ("ownerId", "friendId")
    SELECT 'u' || (1 + (f - 1 + k * 97) % ${USERS}), 'u' || f FROM generate_series(1, ${USERS}) f, generate_series(1, 10) k`);
  await step("blocks", `INSERT INTO "Block" ("blockerId", "blockedId")
    SELECT 'u' || b, 'u' || (1 + (b - 1 + k * 4999) % ${USERS}) FROM generate_series(1, ${USERS}) b, generate_series(1, 2) k ON CONFLICT DO NOTHING`);
  // Hook for more visibility filters (private accounts, …): add their seed steps here.
  for (const [label, sql] of EXTRA_FILTER_SEEDS) await step(label, sql);
  await step("u1's home timeline", `INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
    SELECT f."followerId", p."createdAt", p."id", p."authorId" FROM "Follow" f JOIN "Post" p ON p."authorId" = f."followingId" WHERE f."followerId" = 'u1'`);
  await db.query("SET session_replication_role = origin");
  // VACUUM sets the visibility map (as autovacuum does on a live database) so index-only scans apply.
  await step("vacuum analyze", "VACUUM ANALYZE");
  await db.end();
}

// The bare floor: node:http, the cookie check, a session lookup, the same page SQL, raw pg.
async function bareServer() {
  process.env.DATABASE_URL = DB_URL;
  process.env.AUTH_SECRET = SECRET;
  const { decode } = await import("next-auth/jwt");
  const { readCookie, SESSION_COOKIE } = await import("@/lib/data/session");
  const { decodeCursor } = await import("@/lib/core/paging/cursor");
  const { keysetPage } = await import("@/lib/core/paging/keyset");
  const { pageQuerySchema } = await import("@/lib/contract/posts/schemas");
  const { postsStatement } = await import("@/lib/domain/posts/select-posts");
  const { feedIds } = await import("@/lib/domain/posts/list-feed");
  const { exploreIds } = await import("@/lib/domain/posts/list-explore");
  const { toPostDto } = await import("@/lib/domain/posts/post-response");
  const { rawTypes } = await import("@/lib/data/db/raw");
  const pool = new pg.Pool({ connectionString: DB_URL, max: Number(POOL) });
  const pages = { feed: feedIds, explore: exploreIds };

  async function rawPage(kind: keyof typeof pages, req: IncomingMessage, res: ServerResponse) {
    // gzip when the client asks for it, as the app does
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(status, { "content-type": "application/json", ...(gzip ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}), ...headers });
      res.end(gzip ? gzipSync(text) : text);
    };
    const token = readCookie(req.headers.cookie ?? null, SESSION_COOKIE);
    const payload = token ? await decode({ token, secret: SECRET }).catch(() => null) : null;
    if (!payload?.sub) return send(401, { message: "Unauthorized", code: "unauthorized" });
    const user = (await pool.query({ name: "session", text: `SELECT id, "isAdmin", "sessionVersion", "suspendedAt" FROM "User" WHERE id = $1`, values: [payload.sub] })).rows[0];
    if (!user || user.sessionVersion !== payload.sv || user.suspendedAt) return send(401, { message: "Unauthorized", code: "unauthorized" });
    const url = new URL(req.url ?? "/", "http://bench");
    const query = pageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return send(400, { message: "Invalid query", code: "bad_request" });
    const after = query.data.cursor ? decodeCursor(query.data.cursor) : null;
    const viewer = { id: user.id as string, isAdmin: user.isAdmin as boolean };
    const statement = postsStatement(viewer, pages[kind](viewer, after, query.data.limit + 1));
    const rows = (await pool.query({ name: `${kind}-${after ? "after" : "first"}`, text: statement.text, values: statement.values, types: rawTypes })).rows;
    const { items, nextCursor } = keysetPage(rows, query.data.limit, (row) => ({ at: new Date(row.createdAt), id: row.id }));
    send(200, items.map(toPostDto), nextCursor ? { "X-Next-Cursor": nextCursor } : {});
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.url?.startsWith("/api/posts/feed")) return await rawPage("feed", req, res);
      if (req.url?.startsWith("/api/posts/explore")) return await rawPage("explore", req, res);
      res.writeHead(404).end();
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  server.listen(BARE_PORT, () => console.log(`bare server on ${BARE_PORT}`));
}

async function login(base: string) {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "u1@bench.niji", password: PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

async function cursorForPage(base: string, path: string, cookie: string, page: number) {
  let cursor: string | null = null;
  for (let i = 1; i < page; i++) {
    const res: Response = await fetch(`${base}${path}${cursor ? `?cursor=${cursor}` : ""}`, { headers: { cookie } });
    cursor = res.headers.get("x-next-cursor");
    if (!cursor) throw new Error(`${path} has fewer than ${page} pages`);
  }
  return cursor!;
}

const TICK_US = 1_000_000 / 100; // CLK_TCK is 100 on Linux
/** CPU (µs) used so far by every process in the process group `pgid` (the server and its workers). */
function groupCpuMicros(pgid: number) {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from the 3rd on
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]); // pgrp, utime, stime
    } catch {
      // exited meanwhile
    }
  }
  return ticks * TICK_US;
}

/** CPU (µs) used so far by each PostgreSQL backend connected to the bench database, by pid (issue #34: the database's share per request). */
async function postgresCpuMicros(): Promise<Map<number, number>> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [DB_NAME]);
  await admin.end();
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_US);
    } catch {
      // gone meanwhile, or PostgreSQL runs elsewhere (then the column reads 0)
    }
  }
  return cpu;
}
const postgresCpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, micros]) => sum + micros - (before.get(pid) ?? 0), 0);

// autocannon reports p97.5, not p95.
type Round = { rps: number; p50: number; p97_5: number; p99: number; cpuUs: number; pgCpuUs: number; errors: number; non2xx: number };
type Summary = { label: string; rounds: Round[] };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[], digits = 0) => `${Math.min(...values).toFixed(digits)}/${median(values).toFixed(digits)}/${Math.max(...values).toFixed(digits)}`;

async function run(label: string, url: string, cookie: string, pgid: number): Promise<Summary> {
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers: { cookie, ...ENCODING } }); // warm-up
  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const cpuBefore = groupCpuMicros(pgid);
    const pgBefore = await postgresCpuMicros();
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie, ...ENCODING } });
    const cpuUs = (groupCpuMicros(pgid) - cpuBefore) / Math.max(1, r.requests.total);
    const pgCpuUs = postgresCpuSince(pgBefore, await postgresCpuMicros()) / Math.max(1, r.requests.total);
    rounds.push({ rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, cpuUs, pgCpuUs, errors: r.errors + r.timeouts, non2xx: r.non2xx });
  }
  const summary = { label, rounds };
  const pick = (key: keyof Round) => rounds.map((round) => round[key]);
  console.log(
    `${label.padEnd(28)} rps ${spread(pick("rps")).padEnd(16)} p50 ${spread(pick("p50")).padEnd(10)} p99 ${spread(pick("p99")).padEnd(12)} cpu/req ${spread(pick("cpuUs")).padEnd(16)} µs  postgres cpu/req ${spread(pick("pgCpuUs")).padEnd(16)} µs  errors ${pick("errors").reduce((a, b) => a + b)}  non-2xx ${pick("non2xx").reduce((a, b) => a + b)}`,
  );
  return summary;
}

const med = (s: Summary, key: keyof Round) => median(s.rounds.map((r) => r[key]));

async function main() {
  if (process.argv.includes("--bare")) return bareServer();
  await seed();
  if (process.argv.includes("--seed-only")) return;
  const base = `http://127.0.0.1:${PORT}`;
  const app = spawn("npm", ["start"], {
    cwd: APP_DIR,
    env: { ...process.env, PORT: String(PORT), NIJI_HOST: "127.0.0.1", DATABASE_URL: DB_URL, AUTH_SECRET: SECRET, NIJI_DB_POOL_MAX: POOL, NODE_ENV: "production", NIJI_SEED: "0", NIJI_JOBS: "0" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const bare = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/feed.ts", "--bare"], { env: process.env, stdio: ["ignore", "inherit", "inherit"], detached: true });
  const stop = () => {
    for (const child of [app, bare]) if (child.pid) try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
  };
  process.on("SIGINT", () => { stop(); process.exit(130); });
  try {
    await waitFor(`${base}/login`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/api/posts/feed`);
    const cookie = await login(base);
    const feed50 = await cursorForPage(base, "/api/posts/feed", cookie, 50);
    const explore50 = await cursorForPage(base, "/api/posts/explore", cookie, 50);
    console.log(`\nnpm start in ${APP_DIR} (NIJI_WORKERS=${process.env.NIJI_WORKERS ?? "default"}, NIJI_DIRECT_ROUTES=${process.env.NIJI_DIRECT_ROUTES ?? "default"}), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s, pool ${POOL}; min/median/max`);
    const f1 = await run("feed page 1", `${base}/api/posts/feed`, cookie, app.pid!);
    const f50 = await run("feed page 50 (cursor)", `${base}/api/posts/feed?cursor=${feed50}`, cookie, app.pid!);
    const e1 = await run("explore page 1", `${base}/api/posts/explore`, cookie, app.pid!);
    const e50 = await run("explore page 50 (cursor)", `${base}/api/posts/explore?cursor=${explore50}`, cookie, app.pid!);
    console.log(`\nbare Node server (one process), same SQL on raw pg`);
    const bf = await run("bare feed page 1", `http://127.0.0.1:${BARE_PORT}/api/posts/feed`, cookie, bare.pid!);
    const be = await run("bare explore page 1", `http://127.0.0.1:${BARE_PORT}/api/posts/explore`, cookie, bare.pid!);
    console.log(`\npage 50 / page 1 p99 (medians): feed ${(med(f50, "p99") / med(f1, "p99")).toFixed(2)}x, explore ${(med(e50, "p99") / med(e1, "p99")).toFixed(2)}x`);
    for (const [app1, floor] of [[f1, bf], [e1, be]] as const) {
      const ratio = med(app1, "rps") / med(floor, "rps");
      const ok = ratio >= 0.7 && med(app1, "p99") <= 100 && med(app1, "cpuUs") <= 800 && app1.rounds.every((r) => r.errors === 0 && r.non2xx === 0);
      console.log(`${app1.label}: ${(ratio * 100).toFixed(0)}% of the bare server, p99 ${med(app1, "p99")} ms, ${med(app1, "cpuUs").toFixed(0)} µs CPU/request: ${ok ? "meets" : "MISSES"} (>=70%, p99<=100 ms, <=800 µs, no errors)`);
    }
  } finally {
    stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
