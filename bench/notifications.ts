// Notifications benchmark (run by hand, never part of npm test): one member with 50,000 notices
// (20,000 likes on 20 posts, so 20 groups of 1,000, and 30,000 follows from 5,000 members, 50 of
// them blocked and 50 muted, half read) among 250,000 rows, in a separate database on a real
// PostgreSQL. Measures the services behind GET /api/notifications (page 1 and deep pages by
// cursor), GET /api/notifications/unread-count and POST /api/notifications/read.
//
//   npx tsx --conditions=react-server bench/notifications.ts
//   BENCH_ADMIN_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_RUNS=200 ...   (defaults)
import pg from "pg";
import { benchDatabase } from "./support/database";

const DB_NAME = "niji_bench_notifications";
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const ACTORS = 5000;

async function prepareDatabase(): Promise<string> {
  const url = await benchDatabase(DB_NAME, { log: (line) => console.log(line) });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Notification"`);
  if (rows[0]!.n < 250_000) {
    console.log("seeding…");
    const started = performance.now();
    await client.query(`TRUNCATE "User" CASCADE`);
    await client.query(`INSERT INTO "User" (id, email, "passwordHash", username, "updatedAt")
      SELECT 'bn' || g, 'bn' || g || '@bench.test', 'x', 'bn_' || g, now() FROM generate_series(0, ${ACTORS}) g`);
    await client.query(`INSERT INTO "Post" (id, "authorId", "updatedAt") SELECT 'bp' || g, 'bn0', now() FROM generate_series(1, 20) g`);
    await client.query(`INSERT INTO "PostMedia" (id, "postId", position, url, type) SELECT 'bm' || g, 'bp' || g, 0, '/objects/demo/x.jpg', 'image' FROM generate_series(1, 20) g`);
    // the reader (bn0): 20 posts × 1,000 likes, then 30,000 follows, one second apart, half read
    await client.query(`INSERT INTO "Notification" (id, "userId", "actorId", type, "groupKey", "postId", "createdAt", "readAt")
      SELECT 'bl' || g, 'bn0', 'bn' || (1 + g % ${ACTORS}), 'like', 'like:bp' || (1 + g % 20), 'bp' || (1 + g % 20),
        now() - (g || ' seconds')::interval, CASE WHEN g % 2 = 0 THEN now() END FROM generate_series(1, 20000) g`);
    await client.query(`INSERT INTO "Notification" (id, "userId", "actorId", type, "createdAt", "readAt")
      SELECT 'bf' || g, 'bn0', 'bn' || (1 + g % ${ACTORS}), 'follow', now() - ((g * 2) || ' seconds')::interval, CASE WHEN g % 2 = 0 THEN now() END
      FROM generate_series(1, 30000) g`);
    // 200,000 notices of other members
    await client.query(`INSERT INTO "Notification" (id, "userId", "actorId", type, "createdAt")
      SELECT 'bo' || g, 'bn' || (1 + g % ${ACTORS}), 'bn0', 'follow', now() - (g || ' seconds')::interval FROM generate_series(1, 200000) g`);
    await client.query(`INSERT INTO "Block" ("blockerId", "blockedId") SELECT 'bn0', 'bn' || g FROM generate_series(1, 50) g`);
    await client.query(`INSERT INTO "Mute" ("muterId", "mutedId") SELECT 'bn0', 'bn' || g FROM generate_series(51, 100) g`);
    console.log(`seeded in ${Math.round(performance.now() - started)} ms`);
  }
  await client.query(`ANALYZE`);
  await client.end();
  return url;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms  p99 ${percentile(s, 99).toFixed(1)} ms  (n=${s.length})`;
};

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  console.log(`${label.padEnd(34)} ${summary(times)}`);
}

async function main() {
  process.env.DATABASE_URL = await prepareDatabase();
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  process.env.NIJI_DB_POOL_MAX ??= "5";
  const { disconnectDb } = await import("@/lib/data/db");
  const { listNotifications } = await import("@/lib/domain/notifications/list-notifications");
  const { countUnreadNotifications } = await import("@/lib/domain/notifications/unread-count");
  const viewer = { id: "bn0" };
  const first = await listNotifications(viewer);
  console.log(`page 1: ${first.notifications.length} items, first ${first.notifications[0]?.type} ×${first.notifications[0]?.groupCount}`);
  let cursor = first.nextCursor;
  for (let page = 2; page <= 100 && cursor; page++) cursor = (await listNotifications(viewer, cursor)).nextCursor;
  await time("list page 1", () => listNotifications(viewer));
  await time("list page 101 (cursor)", () => listNotifications(viewer, cursor ?? undefined));
  await time("unread count (capped at 100)", () => countUnreadNotifications(viewer));
  await disconnectDb();
}

void main();
