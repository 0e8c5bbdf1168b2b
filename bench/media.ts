// Media authorization benchmark (run by hand, never part of npm test): the cost of the audience check
// on GET /objects/<key> (lib/domain/uploads/media-access.ts), the most frequent request of the app.
//
//   npx tsx --conditions=react-server bench/media.ts
//   BENCH_RUNS=3000 BENCH_CONCURRENCY=8 BENCH_RESEED=1 ...   (defaults: 2000 requests a mode, 8 at a time)
//
// A database of its own on the machine's PostgreSQL (10,000 members, 100,000 posts with one image
// each, 20,000 stories, 50,000 comments and 50,000 messages, a tenth of each with media, follows,
// Close Friends, blocks, private accounts), and a 48 KB object on local storage per kind of media.
// In one run, interleaved in rounds, the same requests go through serveObject (the check, as the
// route calls it) and through serveStoredObject (the bytes without the check: the bench's own way in,
// no route calls it), and a revalidation (If-None-Match -> 304, or 404) through serveObject. Measured: latency per request (p50, p99) and CPU per request, of this process
// (Node: handler, pg client, storage) and of the PostgreSQL backends serving it (from /proc). The
// session lookup of the route is the same with or without the check and is left out of both.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { benchDatabase } from "./support/database";

const DB_NAME = "niji_bench_media";
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 4;
const USERS = 10_000, POSTS = 100_000, STORIES = 20_000, COMMENTS = 50_000, MESSAGES = 50_000;
const OBJECT_BYTES = 48 * 1024;

async function prepareDatabase(): Promise<string> {
  const url = await benchDatabase(DB_NAME, { fresh: process.env.BENCH_RESEED === "1", log: (line) => console.log(line) });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "PostMedia"`);
  if (rows[0]!.n < POSTS) {
    console.log("seeding…");
    const started = performance.now();
    await client.query(`TRUNCATE "User" CASCADE`);
    const q = (sql: string) => client.query(sql);
    await q(`INSERT INTO "User" (id, email, "passwordHash", username, "isPrivate", "updatedAt")
      SELECT 'u' || g, 'u' || g || '@bench.test', 'x', 'u_' || g, g % 20 = 0, now() FROM generate_series(1, ${USERS}) g`);
    await q(`UPDATE "User" SET "profileImageUrl" = '/objects/bench/avatar-' || id || '.jpg'`);
    // each member follows the next 100; u1 has the 50 after it on Close Friends; 1% of pairs blocked
    await q(`INSERT INTO "Follow" ("followerId", "followingId") SELECT 'u' || g, 'u' || (1 + (g + k) % ${USERS}) FROM generate_series(1, ${USERS}) g, generate_series(1, 100) k`);
    await q(`INSERT INTO "CloseFriend" ("ownerId", "friendId") SELECT 'u' || (1 + (g + k) % ${USERS}), 'u' || g FROM generate_series(1, ${USERS}) g, generate_series(1, 20) k ON CONFLICT DO NOTHING`);
    await q(`INSERT INTO "Block" ("blockerId", "blockedId") SELECT 'u' || g, 'u' || (1 + (g * 7919) % ${USERS}) FROM generate_series(1, ${USERS}, 100) g ON CONFLICT DO NOTHING`);
    await q(`INSERT INTO "Post" (id, "authorId", audience, "createdAt", "updatedAt")
      SELECT 'p' || g, 'u' || (1 + g % ${USERS}), (CASE g % 3 WHEN 0 THEN 'everyone' WHEN 1 THEN 'followers' ELSE 'close_friends' END)::"PostAudience",
        now() - (g || ' seconds')::interval, now() FROM generate_series(1, ${POSTS}) g`);
    await q(`INSERT INTO "PostMedia" (id, "postId", position, url, type) SELECT 'pm' || g, 'p' || g, 0, '/objects/bench/p' || g || '.jpg', 'image' FROM generate_series(1, ${POSTS}) g`);
    await q(`INSERT INTO "Story" (id, "authorId", "imageUrl", audience) SELECT 's' || g, 'u' || (1 + g % ${USERS}), '/objects/bench/s' || g || '.jpg',
      (CASE WHEN g % 4 = 0 THEN 'close_friends' ELSE 'followers' END)::"StoryAudience" FROM generate_series(1, ${STORIES}) g`);
    await q(`INSERT INTO "Comment" (id, "postId", "authorId", content, "imageUrl", "updatedAt")
      SELECT 'c' || g, 'p' || (1 + g % ${POSTS}), 'u' || (1 + (g * 13) % ${USERS}), 'nice', CASE WHEN g % 10 = 0 THEN '/objects/bench/c' || g || '.jpg' END, now()
      FROM generate_series(1, ${COMMENTS}) g`);
    await q(`INSERT INTO "Conversation" (id, "userAId", "userBId", "starterId")
      SELECT 'cv' || g, 'u' || g, 'u' || (g + 1), 'u' || g FROM generate_series(1, ${USERS} - 1) g`);
    await q(`INSERT INTO "ConversationMember" ("conversationId", "userId") SELECT 'cv' || g, 'u' || g FROM generate_series(1, ${USERS} - 1) g
      UNION ALL SELECT 'cv' || g, 'u' || (g + 1) FROM generate_series(1, ${USERS} - 1) g`);
    await q(`INSERT INTO "Message" (id, "conversationId", "senderId", content, "mediaUrl", "mediaType", "createdAt")
      SELECT 'm' || g, 'cv' || (1 + g % (${USERS} - 1)), 'u' || (1 + g % (${USERS} - 1)), 'hi', CASE WHEN g % 10 = 0 THEN '/objects/bench/m' || g || '.jpg' END,
        CASE WHEN g % 10 = 0 THEN 'image'::"MediaType" END, now() - (g || ' seconds')::interval FROM generate_series(1, ${MESSAGES}) g`);
    console.log(`seeded in ${Math.round(performance.now() - started)} ms`);
  }
  await client.query(`ANALYZE`);
  await client.end();
  return url;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const TICK_MS = 10; // USER_HZ = 100 on Linux

/** utime + stime (ms) of the PostgreSQL backends connected to the bench database. */
async function backendCpuMs(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [DB_NAME]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks * TICK_MS;
}

type Sample = { latencies: number[]; nodeCpuMs: number; dbCpuMs: number; requests: number };

async function main() {
  process.env.DATABASE_URL = await prepareDatabase();
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  process.env.NIJI_DB_POOL_MAX ??= String(CONCURRENCY);
  process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), "niji-bench-media-"));
  const { disconnectDb } = await import("@/lib/data/db");
  const { getStorage } = await import("@/lib/data/storage");
  const { serveObject, serveStoredObject } = await import("@/lib/server/uploads/serve-object");

  // u1 reads what it follows (a member of the conversation reads the attachment): posts of each audience, a story, a comment image, its own conversation's attachment, an avatar
  const targets: { label: string; key: string; viewer?: string }[] = [
    { label: "post (everyone)", key: "bench/p3.jpg" },
    { label: "post (followers)", key: "bench/p4.jpg" },
    { label: "post (close friends)", key: "bench/p5.jpg" },
    { label: "story (followers)", key: "bench/s2.jpg" },
    { label: "comment image", key: "bench/c30.jpg" },
    { label: "message attachment", key: "bench/m10000.jpg", viewer: "u2" },
    { label: "avatar", key: "bench/avatar-u50.jpg" },
    { label: "hidden (not in audience)", key: "bench/p9001.jpg" },
  ];
  const bytes = Buffer.alloc(OBJECT_BYTES, 7);
  for (const t of targets) if (!(await getStorage().stat(t.key))) await getStorage().put(t.key, bytes, { contentType: "image/jpeg" });
  const checked = async (key: string, viewerId = "u1") => {
    try {
      const res = await serveObject(new Request(`http://bench/objects/${key}`), key.split("/"), false, { id: viewerId });
      await res.arrayBuffer();
      return res.status;
    } catch (error) {
      return (error as { status?: number }).status ?? 500;
    }
  };
  // a browser's revalidation of an image it keeps (Cache-Control: no-cache): the check, then 304 without bytes
  const revalidated = async (key: string, viewerId = "u1") => {
    try {
      const req = new Request(`http://bench/objects/${key}`, { headers: { "if-none-match": `"${key}"` } });
      return (await serveObject(req, key.split("/"), false, { id: viewerId })).status;
    } catch (error) {
      return (error as { status?: number }).status ?? 500;
    }
  };
  const unchecked = async (key: string) => {
    const res = await serveStoredObject(new Request(`http://bench/objects/${key}`), key, false, "restricted");
    await res.arrayBuffer();
    return res.status;
  };
  console.log("answers with the check:", Object.fromEntries(await Promise.all(targets.map(async (t) => [t.label, await checked(t.key, t.viewer)]))));

  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const run = async (fn: (key: string, viewerId?: string) => Promise<number>, count: number, sample: Sample) => {
    let next = 0;
    const cpu = process.cpuUsage();
    const db0 = await backendCpuMs(admin);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const i = next++;
          const started = performance.now();
          const target = targets[i % targets.length]!;
          await fn(target.key, target.viewer);
          sample.latencies.push(performance.now() - started);
        }
      }),
    );
    const used = process.cpuUsage(cpu);
    sample.nodeCpuMs += (used.user + used.system) / 1000;
    sample.dbCpuMs += (await backendCpuMs(admin)) - db0;
    sample.requests += count;
  };
  const withCheck: Sample = { latencies: [], nodeCpuMs: 0, dbCpuMs: 0, requests: 0 };
  const without: Sample = { latencies: [], nodeCpuMs: 0, dbCpuMs: 0, requests: 0 };
  const revalidations: Sample = { latencies: [], nodeCpuMs: 0, dbCpuMs: 0, requests: 0 };
  await run(checked, 200, { latencies: [], nodeCpuMs: 0, dbCpuMs: 0, requests: 0 }); // warm-up: prepared statements, JIT
  await run(unchecked, 200, { latencies: [], nodeCpuMs: 0, dbCpuMs: 0, requests: 0 });
  for (let round = 0; round < ROUNDS; round++) {
    await run(unchecked, RUNS / ROUNDS, without);
    await run(checked, RUNS / ROUNDS, withCheck);
    await run(revalidated, RUNS / ROUNDS, revalidations);
  }
  const line = (label: string, s: Sample) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const node = s.nodeCpuMs / s.requests;
    const dbCpu = s.dbCpuMs / s.requests;
    return `${label.padEnd(24)} p50 ${percentile(sorted, 50).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  CPU/request: node ${node.toFixed(3)} ms + PostgreSQL ${dbCpu.toFixed(3)} ms = ${(node + dbCpu).toFixed(3)} ms  (n=${s.requests}, ${CONCURRENCY} at a time, 48 KB objects)`;
  };
  console.log(line("without the check", without));
  console.log(line("with the check", withCheck));
  console.log(line("with the check, 304", revalidations));
  await admin.end();
  await disconnectDb();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
