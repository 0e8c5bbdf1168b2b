// Counts without aggregation (issue #34), before and after, in one run (run by hand, never part of npm test):
//   npx tsx bench/feed.ts --seed-only                          (once: the bench database)
//   node --conditions=react-server --import tsx bench/counts.ts
//   BENCH_HOT=1 …   also on a copy of it (niji_bench_hot) whose 300 newest posts have 2,000 likes and 300 comments each
//   BENCH_RUNS=200  executions of each statement, interleaved
// Runs the post statement of feed page 1 and explore page 1 for u1 as select-posts.ts builds it now
// (Post."likeCount" and "commentCount" plus the per-viewer correction) and as it was before (a count
// over PostLike and over the post's comments, each checked against the viewer's blocks and
// suspensions), and the page without counts or flags (their share of the statement), as prepared
// statements taking turns on one connection, and prints PostgreSQL's time for each (planning +
// execution from EXPLAIN (ANALYZE, TIMING OFF) EXECUTE; median and p90).
import pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import type { VisiblePostIds } from "@/lib/domain/safety/visibility";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_DB ?? "niji_bench";
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const urlOf = (name: string) => { const u = new URL(ADMIN_URL); u.pathname = `/${name}`; return u.toString(); };

async function hotCopy(): Promise<string> {
  const name = `${DB_NAME}_hot`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount;
  if (!exists) {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${DB_NAME}`);
    const db = new pg.Client({ connectionString: urlOf(name) });
    await db.connect();
    await db.query(`INSERT INTO "PostLike" ("postId", "userId") SELECT 'p' || i, 'u' || k FROM generate_series(99701, 100000) i, generate_series(1, 2000) k ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO "Comment" (id, "postId", "authorId", content, "createdAt", "updatedAt")
      SELECT 'hc' || i || '-' || k, 'p' || i, 'u' || (1 + (i * 7 + k * 31) % 10000), 'Hot ' || k, now(), now() FROM generate_series(99701, 100000) i, generate_series(1, 300) k`);
    await db.query("VACUUM ANALYZE");
    await db.end();
  }
  await admin.end();
  return name;
}

async function main() {
  process.env.DATABASE_URL = urlOf(DB_NAME);
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  const { postsStatement } = await import("@/lib/domain/posts/select-posts");
  const { feedIds } = await import("@/lib/domain/posts/list-feed");
  const { exploreIds } = await import("@/lib/domain/posts/list-explore");
  const { userSummarySql } = await import("@/lib/domain/members/user-summary");
  const { commentShownSql, visibleUserSql } = await import("@/lib/domain/safety/visibility");
  type Viewer = { id: string; isAdmin: boolean };
  // the statement as select-posts.ts wrote it before issue #34 (its counts by aggregation)
  const before = (viewer: Viewer, ids: VisiblePostIds) => Prisma.sql`
    SELECT p."id", p."authorId", p."caption", p."location", p."audience", p."contentWarning", p."createdAt",
      ${userSummarySql("u")} AS "user",
      (SELECT json_agg(json_build_object('url', m."url", 'type', m."type", 'altText', m."altText") ORDER BY m."position") FROM "PostMedia" m WHERE m."postId" = p."id") AS "media",
      (SELECT count(*) FROM "PostLike" l WHERE l."postId" = p."id")::int AS "likeCount",
      (SELECT count(*) FROM "Comment" c WHERE c."postId" = p."id" AND ${visibleUserSql(viewer, Prisma.sql`c."authorId"`)} AND ${commentShownSql(viewer, "c")})::int AS "commentsCount",
      EXISTS (SELECT 1 FROM "PostLike" l WHERE l."postId" = p."id" AND l."userId" = ${viewer.id}) AS "isLiked",
      EXISTS (SELECT 1 FROM "SavedPost" s WHERE s."postId" = p."id" AND s."userId" = ${viewer.id}) AS "isSaved"
    FROM (${ids.sqlFor(viewer)}) page
    JOIN "Post" p ON p."id" = page."id"
    JOIN "User" u ON u."id" = p."authorId"
    ORDER BY p."createdAt" DESC, p."id" DESC`;
  // the same page without any count or flag: what the counts and flags cost is the difference
  const bare = (viewer: Viewer, ids: VisiblePostIds) => Prisma.sql`
    SELECT p."id", p."authorId", p."caption", p."location", p."audience", p."contentWarning", p."createdAt",
      ${userSummarySql("u")} AS "user",
      (SELECT json_agg(json_build_object('url', m."url", 'type', m."type", 'altText', m."altText") ORDER BY m."position") FROM "PostMedia" m WHERE m."postId" = p."id") AS "media"
    FROM (${ids.sqlFor(viewer)}) page
    JOIN "Post" p ON p."id" = page."id"
    JOIN "User" u ON u."id" = p."authorId"
    ORDER BY p."createdAt" DESC, p."id" DESC`;
  const viewer = { id: "u1", isAdmin: false };
  const databases = [DB_NAME, ...(process.env.BENCH_HOT === "1" ? [await hotCopy()] : [])];
  const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;
  console.log(`viewer u1, ${RUNS} executions each, interleaved; PostgreSQL planning + execution, ms (median / p90)`);
  for (const database of databases) {
    const client = new pg.Client({ connectionString: urlOf(database) });
    await client.connect();
    for (const [label, ids] of [["feed page 1", feedIds(viewer, null, 21)], ["explore page 1", exploreIds(viewer, null, 21)]] as const) {
      const variants = { before: before(viewer, ids as VisiblePostIds), after: postsStatement(viewer, ids), none: bare(viewer, ids as VisiblePostIds) };
      const times: Record<string, number[]> = { before: [], after: [], none: [] };
      const args = (statement: Prisma.Sql) => statement.values.map((value) => client.escapeLiteral(String(value))).join(", ");
      for (const [name, statement] of Object.entries(variants)) {
        await client.query(`PREPARE counts_${name}_${label.length} AS ${statement.text}`);
      }
      const rows = async (name: string, statement: Prisma.Sql) => (await client.query(`EXECUTE counts_${name}_${label.length}(${args(statement)})`)).rows as { id: string; likeCount: number; commentsCount: number }[];
      const [old, now] = [await rows("before", variants.before), await rows("after", variants.after)];
      const same = JSON.stringify(old.map((r) => [r.id, r.likeCount, r.commentsCount])) === JSON.stringify(now.map((r) => [r.id, r.likeCount, r.commentsCount]));
      for (let i = 0; i < RUNS; i++) {
        for (const [name, statement] of Object.entries(variants)) {
          const { rows: plan } = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) EXECUTE counts_${name}_${label.length}(${args(statement)})`);
          const top = (plan[0] as { "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] })["QUERY PLAN"][0];
          times[name]!.push(top["Planning Time"] + top["Execution Time"]);
        }
      }
      const cell = (xs: number[]) => `${quantile(xs, 0.5).toFixed(2)} / ${quantile(xs, 0.9).toFixed(2)}`;
      const [b, a, n] = [times.before!, times.after!, times.none!].map((xs) => quantile(xs, 0.5));
      const share = (total: number) => `${(((total - n!) / total) * 100).toFixed(0)}%`;
      console.log(
        `${database.padEnd(16)} ${label.padEnd(15)} before ${cell(times.before!).padEnd(14)} after ${cell(times.after!).padEnd(14)} ${(a! / b!).toFixed(2)}x  ` +
          `without counts and flags ${cell(times.none!).padEnd(14)} their share: before ${share(b!)}, after ${share(a!)}  same counts: ${same ? "yes" : "NO"}`,
      );
    }
    await client.end();
  }
  const { disconnectDb } = await import("@/lib/data/db");
  await disconnectDb();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
