// Home timeline benchmark (issue #34; run by hand, never part of npm test):
//   node --conditions=react-server --import tsx bench/timeline.ts     (seeds once, then measures)
//   BENCH_RESEED=1 …                                                   (drops and re-seeds the bench database)
//   BENCH_RUNS=20                                                      (timed runs per figure; medians)
// Measures, in one run on the machine's PostgreSQL, the feed page's one statement (postsStatement, as
// selectPosts runs it) built both ways: "before", fan-out on read over Follow (feedIdsByFollows), and
// "after", the home timeline (feedIds): database time (EXPLAIN ANALYZE planning + execution; medians)
// and pages touched for page 1 at 120, 2,000 and 7,500 follows and page 50; PostgreSQL CPU per run of
// the named prepared statement under a custom and a generic plan (plan_cache_mode); SQL statements per feed request; the time to
// fan a post out to 10,000 followers, a follow's backfill, an unfollow's cleanup; storage per entry.
// Data: 12k members posting 12 posts each over 60 days (every 5th post for followers, every 11th for
// close friends), 120 follows each (u2 2,000, u3 7,500), Close Friends lists, 2 blocks each, every
// 20th account private, 5 mutes per reader, u4 with exactly 10,000 followers; the readers' timelines
// hold every post of their follows (so page 50 exists), 1,000 other members' the last 30 days.
import { readFileSync } from "node:fs";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_TIMELINE_DB ?? "niji_timeline_bench";
const DB_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const USERS = 12_000, POSTS_PER_USER = 12, POSTS = USERS * POSTS_PER_USER, FOLLOWS = 120, FANOUT_FOLLOWERS = 10_000;
const READERS: [string, number][] = [["u1", 120], ["u2", 2_000], ["u3", 7_500]];
const FAN_AUTHOR = "u4";

process.env.DATABASE_URL = DB_URL;
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";

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
  const step = async (label: string, sql: string) => {
    const t = Date.now();
    await db.query(sql);
    console.log(`  ${label} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  console.log("seeding", DB_NAME);
  // bulk rows without the timeline triggers (and FK checks): the timelines are written below, by design
  await db.query("SET session_replication_role = replica");
  await step("users", `INSERT INTO "User" (id, email, "passwordHash", username, "firstName", "lastName", "isPrivate", "updatedAt")
    SELECT 'u' || i, 'u' || i || '@bench.niji', 'x', 'user' || i, 'First' || i, 'Last' || i, i % 20 = 0, now() FROM generate_series(1, ${USERS}) i`);
  // post i by member 1 + i % USERS, 36 s apart (60 days), newest = highest i
  await step("posts", `INSERT INTO "Post" (id, "authorId", caption, audience, "createdAt", "updatedAt")
    SELECT 'p' || i, 'u' || (1 + i % ${USERS}), 'Caption of post ' || i,
      (CASE WHEN i % 11 = 0 THEN 'close_friends' WHEN i % 5 = 0 THEN 'followers' ELSE 'everyone' END)::"PostAudience",
      (now() AT TIME ZONE 'UTC') - ((${POSTS} - i) * interval '36 seconds'), now() FROM generate_series(1, ${POSTS}) i`);
  // with the triggers on: they write each post's media list, which the page reads
  await db.query("SET session_replication_role = origin");
  await step("media", `INSERT INTO "PostMedia" (id, "postId", position, url, type)
    SELECT 'm' || i, 'p' || i, 0, '/objects/bench/' || i || '.jpg', 'image' FROM generate_series(1, ${POSTS}) i`);
  await db.query("SET session_replication_role = replica");
  const follows = `CASE f ${READERS.map(([id, n]) => `WHEN ${id.slice(1)} THEN ${n}`).join(" ")} ELSE ${FOLLOWS} END`;
  await step("follows", `INSERT INTO "Follow" ("followerId", "followingId")
    SELECT 'u' || f, 'u' || (1 + (f - 1 + k * 97) % ${USERS}) FROM generate_series(1, ${USERS}) f CROSS JOIN LATERAL generate_series(1, ${follows}) k
    WHERE 'u' || (1 + (f - 1 + k * 97) % ${USERS}) <> '${FAN_AUTHOR}'`);
  await step(`${FAN_AUTHOR}'s ${FANOUT_FOLLOWERS} followers`, `INSERT INTO "Follow" ("followerId", "followingId")
    SELECT 'u' || (10 + i), '${FAN_AUTHOR}' FROM generate_series(1, ${FANOUT_FOLLOWERS}) i`);
  await step("close friends", `INSERT INTO "CloseFriend" ("ownerId", "friendId")
    SELECT 'u' || (1 + (f - 1 + k * 97) % ${USERS}), 'u' || f FROM generate_series(1, ${USERS}) f, generate_series(1, 10) k ON CONFLICT DO NOTHING`);
  await step("blocks", `INSERT INTO "Block" ("blockerId", "blockedId")
    SELECT 'u' || b, 'u' || (1 + (b - 1 + k * 4999) % ${USERS}) FROM generate_series(1, ${USERS}) b, generate_series(1, 2) k ON CONFLICT DO NOTHING`);
  await step("mutes", `INSERT INTO "Mute" ("muterId", "mutedId")
    SELECT 'u' || r, 'u' || (1 + (r - 1 + k * 97 * 7) % ${USERS}) FROM generate_series(1, 3) r, generate_series(1, 5) k ON CONFLICT DO NOTHING`);
  // the readers' timelines: every post of their follows, as a long-lived timeline holds them
  await step("readers' timelines", `INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
    SELECT f."followerId", p."createdAt", p."id", p."authorId" FROM "Follow" f JOIN "Post" p ON p."authorId" = f."followingId"
    WHERE f."followerId" IN (${READERS.map(([id]) => `'${id}'`).join(", ")})`);
  // other members' timelines as the follow backfill leaves them (the last 30 days), for a table of some size
  await step("1,000 other timelines", `INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
    SELECT f."followerId", p."createdAt", p."id", p."authorId" FROM "Follow" f JOIN "Post" p ON p."authorId" = f."followingId"
    WHERE f."followerId" IN (SELECT 'u' || i FROM generate_series(1001, 2000) i) AND p."createdAt" > (now() AT TIME ZONE 'UTC') - interval '30 days'`);
  await db.query("SET session_replication_role = origin");
  await step("vacuum analyze", "VACUUM ANALYZE");
  await db.end();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (ms: number) => ms.toFixed(2).padStart(9);

async function main() {
  await seed();
  const { postsStatement } = await import("@/lib/domain/posts/select-posts");
  const { feedIds, feedIdsByFollows, listFeed } = await import("@/lib/domain/posts/list-feed");
  const { listPostsPage } = await import("@/lib/domain/posts/list-posts-page");
  const { onRawStatement } = await import("@/lib/data/db/raw");
  const { fanOutQueuedPosts } = await import("@/lib/domain/timeline/fan-out");
  const { disconnectDb } = await import("@/lib/data/db").then((m) => ({ disconnectDb: (m as { disconnectDb?: () => Promise<void> }).disconnectDb }));
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  type Build = typeof feedIds;
  const paths: [string, Build][] = [["before (read-time)", feedIdsByFollows], ["after (timeline)", feedIds]];

  /** Median planning + execution ms of EXPLAIN ANALYZE (TIMING OFF) over RUNS, after 3 warm-ups; and the execution's buffer hits (8 kB pages touched: the figure load on the machine does not move). */
  async function dbTime(statement: { text: string; values: unknown[] }) {
    const totals: number[] = [];
    let buffers = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const res = await client.query({ text: `EXPLAIN (ANALYZE, TIMING OFF, BUFFERS, FORMAT JSON) ${statement.text}`, values: statement.values });
      const plan = res.rows[0]["QUERY PLAN"][0] as { "Planning Time": number; "Execution Time": number; Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number } };
      if (i >= 3) totals.push(plan["Planning Time"] + plan["Execution Time"]);
      buffers = plan.Plan["Shared Hit Blocks"] + plan.Plan["Shared Read Blocks"];
    }
    return { ms: median(totals), buffers };
  }
  // PostgreSQL CPU of this connection's backend (utime + stime from /proc, as the issue measured it):
  // unlike wall time it hardly moves when other work shares the two cores
  const backendPid = (await client.query("SELECT pg_backend_pid() AS pid")).rows[0].pid as number;
  const backendCpuMs = () => {
    const stat = readFileSync(`/proc/${backendPid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, CLK_TCK 100
  };
  /** PostgreSQL CPU ms per run of the statement as a named prepared statement under `mode` (the app runs it so), over ≥ 2 s of runs. */
  async function preparedCpu(statement: { text: string; values: unknown[] }, mode: "force_custom_plan" | "force_generic_plan", name: string) {
    await client.query(`SET plan_cache_mode = ${mode}`);
    for (let i = 0; i < 3; i++) await client.query({ name, text: statement.text, values: statement.values });
    const started = performance.now();
    const cpuBefore = backendCpuMs();
    let runs = 0;
    while (runs < 5 || (performance.now() - started < 2_000 && runs < 2_000)) {
      await client.query({ name, text: statement.text, values: statement.values });
      runs += 1;
    }
    const cpu = (backendCpuMs() - cpuBefore) / runs;
    await client.query("RESET plan_cache_mode");
    return cpu;
  }
  /** Which plans PostgreSQL picks for the named statement under plan_cache_mode auto (the app's setting) over 10 runs. */
  async function autoPlans(statement: { text: string; values: unknown[] }, name: string) {
    for (let i = 0; i < 10; i++) await client.query({ name, text: statement.text, values: statement.values });
    const row = (await client.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`, [name])).rows[0];
    return `${row.generic_plans}g/${row.custom_plans}c`;
  }
  async function cursorOf(viewer: { id: string }, page: number) {
    let cursor: string | null = null;
    for (let i = 1; i < page; i++) {
      cursor = (await listPostsPage(viewer, (after, take) => feedIds(viewer, after, take), { cursor, limit: 20 })).nextCursor;
      if (!cursor) return null;
    }
    return cursor;
  }
  const { readCursor } = await import("@/lib/core/paging/keyset");

  console.log(`\nfeed page statement (limit 20), PostgreSQL ${(await client.query("SHOW server_version")).rows[0].server_version}; medians of ${RUNS}; ms`);
  console.log("page 1 / page 50: EXPLAIN ANALYZE planning + execution (custom plan) and the execution's buffers (8 kB pages);");
  console.log("cpu custom / cpu generic: PostgreSQL CPU per page-1 run of the named prepared statement, plan_cache_mode force_custom_plan / force_generic_plan;");
  console.log("auto: the plans PostgreSQL chose for it over 10 runs under plan_cache_mode auto (the app's), generic/custom");
  console.log(`${"reader".padEnd(18)}${"path".padEnd(20)}${"page 1".padStart(9)}${"buffers".padStart(9)}${"page 50".padStart(9)}${"buffers".padStart(9)}${"50/1".padStart(7)}${"cpu cust".padStart(9)}${"cpu gen".padStart(9)}${"auto".padStart(9)}`);
  let named = 0;
  for (const [id, follows] of READERS) {
    const viewer = { id };
    const cursor50 = await cursorOf(viewer, 50);
    for (const [label, build] of paths) {
      const page1 = postsStatement(viewer, build(viewer, null, 21));
      const page50 = cursor50 ? postsStatement(viewer, build(viewer, readCursor(cursor50), 21)) : null;
      const t1 = await dbTime(page1);
      const t50 = page50 ? await dbTime(page50) : { ms: NaN, buffers: NaN };
      const custom = await preparedCpu(page1, "force_custom_plan", `c${++named}`);
      const generic = await preparedCpu(page1, "force_generic_plan", `g${++named}`);
      const auto = await autoPlans(page1, `a${++named}`);
      console.log(
        `${`${id} (${follows} follows)`.padEnd(18)}${label.padEnd(20)}${fmt(t1.ms)}${String(t1.buffers).padStart(9)}${fmt(t50.ms)}${String(t50.buffers).padStart(9)}${(t50.ms / t1.ms).toFixed(2).padStart(7)}${fmt(custom)}${fmt(generic)}${auto.padStart(9)}`,
      );
    }
  }

  // statements per feed request: the page (raw pg); the session lookup is the handler's (tests/posts/feed.test.ts counts 2)
  let statements = 0;
  const stop = onRawStatement(() => void (statements += 1));
  await listFeed({ id: "u3" }, { limit: 20 });
  stop();
  console.log(`\nSQL statements of the feed page (listFeed, u3): ${statements} (+ the session lookup of the handler)`);

  // storage, before the writes below churn the table
  const size = (await client.query(`SELECT (SELECT count(*) FROM "TimelineEntry")::bigint AS n, pg_relation_size('"TimelineEntry"') AS heap,
      pg_indexes_size('"TimelineEntry"') AS idx, pg_total_relation_size('"TimelineEntry"') AS total`)).rows[0];
  const perEntry = Number(size.total) / Number(size.n);
  console.log(
    `storage: ${Number(size.n).toLocaleString("en")} entries, ${(Number(size.total) / 2 ** 20).toFixed(0)} MB (heap ${(Number(size.heap) / 2 ** 20).toFixed(0)} MB, indexes ${(Number(size.idx) / 2 ** 20).toFixed(0)} MB): ${perEntry.toFixed(0)} bytes per entry;` +
      ` a post costs ${perEntry.toFixed(0)} B x its author's followers (${((perEntry * FANOUT_FOLLOWERS) / 2 ** 20).toFixed(1)} MB at 10,000); a follow at most 100 backfilled entries (${((perEntry * 100) / 1024).toFixed(1)} kB)`,
  );
  // fan-out of a post by an author with 10,000 followers (the trigger queues it, the job runner's round takes it)
  const followers = (await client.query(`SELECT count(*)::int AS n FROM "Follow" WHERE "followingId" = $1`, [FAN_AUTHOR])).rows[0].n;
  await fanOutQueuedPosts({ maxPosts: 1_000_000, settleMs: 0 }); // leftovers of an earlier run
  const fanTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const postId = `bench-fan-${Date.now()}-${i}`;
    await client.query(`INSERT INTO "Post" (id, "authorId", caption, "createdAt", "updatedAt") VALUES ($1, $2, 'fan-out', now() AT TIME ZONE 'UTC', now())`, [postId, FAN_AUTHOR]);
    const t = performance.now();
    const result = await fanOutQueuedPosts({ fanoutMax: FANOUT_FOLLOWERS, settleMs: 0 }); // the statement alone; the job waits FAN_OUT_SETTLE_MS first
    fanTimes.push(performance.now() - t);
    if (result.entries !== followers) throw new Error(`fan-out wrote ${result.entries} entries for ${followers} followers`);
    await client.query(`DELETE FROM "Post" WHERE id = $1`, [postId]); // and its entries (the cascade)
  }
  console.log(`fan-out of one post to ${followers} followers (fanOutQueuedPosts): ${fanTimes.map((t) => t.toFixed(0)).join(", ")} ms (median ${median(fanTimes).toFixed(0)})`);
  // and end to end through the job runner: the post is written, the round is nudged (as createPost does), the entries counted
  const { startTimelineFanout, stopTimelineFanout } = await import("@/lib/server/jobs/timeline-fanout");
  const { nudge } = await import("@/lib/core/nudge");
  startTimelineFanout();
  const postId = `bench-fan-${Date.now()}-runner`;
  const t = performance.now();
  await client.query(`INSERT INTO "Post" (id, "authorId", caption, "createdAt", "updatedAt") VALUES ($1, $2, 'fan-out', now() AT TIME ZONE 'UTC', now())`, [postId, FAN_AUTHOR]);
  nudge("timeline");
  while ((await client.query(`SELECT count(*)::int AS n FROM "TimelineEntry" WHERE "postId" = $1`, [postId])).rows[0].n < followers) await new Promise((r) => setTimeout(r, 5));
  const endToEnd = performance.now() - t;
  await stopTimelineFanout();
  await client.query(`DELETE FROM "Post" WHERE id = $1`, [postId]);
  console.log(`a post by an author with ${followers} followers is in every follower's timeline after ${endToEnd.toFixed(0)} ms through the job runner (target ≤ 10,000 ms)`);

  // a follow's backfill and an unfollow's cleanup (the triggers), of an author with 12 posts
  const follow = [] as number[], unfollow = [] as number[];
  for (let i = 0; i < 5; i++) {
    const [follower, author] = [`u${5000 + i}`, `u${7000 + i}`];
    await client.query(`DELETE FROM "Follow" WHERE "followerId" = $1 AND "followingId" = $2`, [follower, author]);
    let t = performance.now();
    await client.query(`INSERT INTO "Follow" ("followerId", "followingId") VALUES ($1, $2)`, [follower, author]);
    follow.push(performance.now() - t);
    t = performance.now();
    await client.query(`DELETE FROM "Follow" WHERE "followerId" = $1 AND "followingId" = $2`, [follower, author]);
    unfollow.push(performance.now() - t);
  }
  console.log(`follow (with its backfill): median ${median(follow).toFixed(2)} ms; unfollow (with its cleanup): median ${median(unfollow).toFixed(2)} ms`);

  await client.end();
  await disconnectDb?.();
  process.exit(0);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
