// The home timeline's upkeep jobs (run by hand, never part of npm test):
//   node --conditions=react-server --import tsx bench/timeline-upkeep.ts   (seeds a fresh database each run)
// Data: 1,000 members; the first 500 hold 1,000 timeline entries each (200 past TIMELINE_KEEP), the
// others 300; 1,000 mutes until unmuted with nothing left to purge; 20 marked big authors, 10 of them
// with 9,000 followers (still above the lift line of 8,000) and 10 with none.
// Measures, on the machine's PostgreSQL, wall time of each job's runs as the scheduler calls them
// (lib/domain/timeline): the trim until nothing is left (a first run hits the 50,000-entry budget),
// a trim run with nothing to delete, the mute purge with nothing to delete, the lift of 10 authors,
// and the pages touched by the trim's probe statement (EXPLAIN ANALYZE BUFFERS).
import pg from "pg";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_TIMELINE_UPKEEP_DB ?? "niji_timeline_upkeep_bench";
const DB_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const MEMBERS = 1_000, POSTS = 1_000, AUTHORS = 20;

process.env.DATABASE_URL = DB_URL;
process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";

async function seed() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const { migrate } = await import("@/lib/data/db/migrate");
  await migrate(DB_URL);
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  // bulk rows without the timeline triggers: the timelines are written below
  await db.query("SET session_replication_role = replica");
  // members m1..m2000 (zero-padded so id order is numeric order), authors a1..a20 and fans z1..z9000
  await db.query(`INSERT INTO "User" (id, email, "passwordHash", username, "firstName", "lastName", "updatedAt")
    SELECT id, id || '@bench.niji', 'x', id, 'F', 'L', now() FROM (
      SELECT 'm' || lpad(i::text, 5, '0') AS id FROM generate_series(1, ${MEMBERS}) i
      UNION ALL SELECT 'a' || i FROM generate_series(1, ${AUTHORS}) i
      UNION ALL SELECT 'z' || i FROM generate_series(1, 9000) i) u`);
  await db.query(`INSERT INTO "Post" (id, "authorId", caption, "createdAt", "updatedAt")
    SELECT 'p' || i, 'a' || (1 + i % ${AUTHORS}), 'c', (now() AT TIME ZONE 'UTC') - ((${POSTS} - i) * interval '1 minute'), now() FROM generate_series(1, ${POSTS}) i`);
  let t = Date.now();
  await db.query(`INSERT INTO "TimelineEntry" ("ownerId", "createdAt", "postId", "authorId")
    SELECT 'm' || lpad(m::text, 5, '0'), p."createdAt", p."id", p."authorId" FROM generate_series(1, ${MEMBERS}) m
    JOIN "Post" p ON m <= ${MEMBERS / 2} OR substr(p."id", 2)::int > ${POSTS - 300}`);
  console.log(`seeded ${(await db.query(`SELECT count(*)::int AS n FROM "TimelineEntry"`)).rows[0].n} entries in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await db.query(`INSERT INTO "Mute" ("muterId", "mutedId") SELECT 'm' || lpad(i::text, 5, '0'), 'z' || i FROM generate_series(1, 1000) i`);
  await db.query(`INSERT INTO "Follow" ("followerId", "followingId") SELECT 'z' || i, 'a' || k FROM generate_series(1, 9000) i, generate_series(1, 10) k`);
  await db.query(`INSERT INTO "TimelineBigAuthor" ("authorId") SELECT 'a' || k FROM generate_series(1, ${AUTHORS}) k`);
  t = Date.now();
  await db.query("VACUUM ANALYZE");
  console.log(`vacuum analyze ${((Date.now() - t) / 1000).toFixed(1)} s`);
  await db.end();
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const result = await run();
  console.log(`  ${label}: ${(performance.now() - t).toFixed(0)} ms`, JSON.stringify(result));
  return result;
}

await seed();
const { trimTimelines } = await import("@/lib/domain/timeline/trim-timelines");
const { purgeMutedEntries } = await import("@/lib/domain/timeline/purge-muted-entries");
const { liftBigAuthors } = await import("@/lib/domain/timeline/lift-big-authors");
const { disconnectDb } = await import("@/lib/data/db");

console.log("trim (defaults: 2,000 members a run, 50,000 entries a run, batches of 1,000):");
let after: string | null = null;
for (let run = 1; run <= 10; run++) {
  const result: { entries: number; next: string | null } = await timed(`run ${run}`, () => trimTimelines({ after }));
  after = result.next;
  if (result.entries === 0) break;
}
await timed("a run with nothing to delete", () => trimTimelines({ after: null }));
const db = new pg.Client({ connectionString: DB_URL });
await db.connect();
const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)
  WITH slice AS (SELECT "id" FROM "User" WHERE "id" > '' ORDER BY "id" LIMIT 2000),
  marked AS (
    SELECT s."id", s."id" = (SELECT max("id") FROM slice) AS "last",
      EXISTS (SELECT 1 FROM (SELECT 1 FROM "TimelineEntry" t WHERE t."ownerId" = s."id"
        ORDER BY t."createdAt" DESC, t."postId" DESC OFFSET 800 LIMIT 1) beyond) AS "over"
    FROM slice s
  )
  SELECT "id", "over", "last", (SELECT count(*) FROM slice)::int AS "walked" FROM marked WHERE "over" OR "last" ORDER BY "id"`);
const top = plan.rows[0]["QUERY PLAN"][0];
console.log(`  the probe statement over a slice of 2,000 (1,020 members here): ${top["Execution Time"].toFixed(1)} ms executed, ${top.Plan["Shared Hit Blocks"] + top.Plan["Shared Read Blocks"]} pages`);
const size = await db.query(`SELECT count(*)::int AS n, pg_total_relation_size('"TimelineEntry"') AS bytes FROM "TimelineEntry"`);
console.log(`  entries left: ${size.rows[0].n}`);
await db.end();

console.log("mute purge, 1,000 mutes until unmuted, nothing to delete:");
await timed("run", () => purgeMutedEntries());
console.log("lift, 20 marked authors: 10 with 9,000 followers (kept), 10 with none (lifted, 50 posts each queued):");
await timed("run", () => liftBigAuthors({ fanoutMax: 10_000 }));
await timed("run again (10 marked, none to lift)", () => liftBigAuthors({ fanoutMax: 10_000 }));

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin.end();
await disconnectDb();
process.exit(0);
