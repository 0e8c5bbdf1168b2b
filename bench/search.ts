// People-search benchmark (run by hand, never part of npm test): seeds 100,000 members into a
// separate database on a real PostgreSQL and measures GET /api/users/search through the real
// route handler in-process (session lookup + search + follow state), reporting p50/p95/p99.
//
//   npx tsx --conditions=react-server bench/search.ts
//   BENCH_ADMIN_URL=postgresql://postgres@127.0.0.1:5432/postgres BENCH_USERS=100000 ...   (defaults)
//   BENCH_NO_TRGM=1 ...   drops the trigram index first (what an embedded PGlite database has)
//
// Exit code 1 when the overall p95 reaches 30 ms.
import pg from "pg";
import { benchDatabase } from "./support/database";

const DB_NAME = "niji_bench_search";
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 600);
const TARGET_P95_MS = 30;

const FIRST = ["Aiko", "Kenji", "Yuki", "Haruto", "Sakura", "Ren", "Hana", "Sora", "Mei", "Riku", "Yui", "Kaito", "Akira", "Nao", "Emi", "Daiki", "Mika", "Shun", "Rina", "Taro", "Alex", "Sam", "Jordan", "Taylor", "Chris", "Robin", "Kim", "Lee", "Noa", "Mio"];
const LAST = ["Tanaka", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura", "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue", "Kimura", "Hayashi", "Shimizu", "Yamazaki", "Mori", "Abe", "Ikeda", "Hashimoto", "Ishikawa", "Ogawa", "Smith", "Garcia", "Kim", "Nguyen", "Lopez"];

const QUERIES: Record<string, string[]> = {
  "first-name prefix": ["aik", "ken", "sakur", "hana", "mei"],
  "last-name prefix": ["tan", "yama", "suzu", "wata", "mori"],
  "username prefix": ["aiko_ta", "ren_yamamoto", "yuki_kob", "kenji_ito_4"],
  "contains (fallback)": ["akah", "moto_", "ashi", "ito_12"],
  "full name": ["aiko tanaka", "ren mori"],
  "no match": ["zzqx", "qqqqq"],
};

const sql = (list: string[]) => `ARRAY[${list.map((v) => `'${v}'`).join(",")}]`;

async function prepareDatabase(): Promise<string> {
  const url = await benchDatabase(DB_NAME, { log: (line) => console.log(line) });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "User" WHERE id LIKE 'bench%'`);
  if (rows[0].n < USERS) {
    console.log(`seeding ${USERS} users...`);
    const started = performance.now();
    await client.query(`DELETE FROM "User" WHERE id LIKE 'bench%'`);
    await client.query(`
      INSERT INTO "User" (id, email, "passwordHash", username, "firstName", "lastName", "updatedAt")
      SELECT 'bench' || g, 'bench' || g || '@example.test', 'x',
             lower(f.name) || '_' || lower(l.name) || '_' || g, f.name, l.name, now()
      FROM generate_series(1, ${USERS}) AS g,
      LATERAL (SELECT (${sql(FIRST)})[1 + (g::bigint * 7919) % ${FIRST.length}] AS name) f,
      LATERAL (SELECT (${sql(LAST)})[1 + (g::bigint * 104729 / 7) % ${LAST.length}] AS name) l`);
    console.log(`seeded in ${Math.round(performance.now() - started)} ms`);
  }
  if (process.env.BENCH_NO_TRGM === "1") await client.query(`DROP INDEX IF EXISTS "User_search_trgm_idx"`);
  const trgm = await client.query(`SELECT 1 FROM pg_indexes WHERE indexname = 'User_search_trgm_idx'`);
  console.log(`trigram index: ${trgm.rowCount ? "present" : "absent"}`);
  await client.query(`ANALYZE "User"`);
  await client.end();
  return url;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms  p99 ${percentile(s, 99).toFixed(2)} ms  (n=${s.length})`;
};

async function main() {
  process.env.DATABASE_URL = await prepareDatabase();
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  process.env.NIJI_DB_POOL_MAX ??= "5";
  const { db, disconnectDb } = await import("@/lib/data/db");
  const { createSessionRow, createSessionToken, SESSION_COOKIE } = await import("@/lib/data/session");
  const { GET } = await import("@/app/api/users/search/route");

  const viewer = await db.user.upsert({
    where: { id: "benchviewer" },
    create: { id: "benchviewer", email: "viewer@bench.test", username: "bench_viewer", passwordHash: "x" },
    update: {},
    select: { id: true, sessionVersion: true },
  });
  const cookie = `${SESSION_COOKIE}=${await createSessionToken(viewer, await createSessionRow(viewer.id, "Bench", null))}`;
  const ctx = { params: Promise.resolve({}) };
  const search = async (q: string) => {
    const started = performance.now();
    const res = await GET(new Request(`http://localhost/api/users/search?q=${encodeURIComponent(q)}`, { headers: { cookie } }), ctx);
    const body = (await res.json()) as unknown[];
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
    return { ms: performance.now() - started, count: body.length };
  };

  const all = Object.values(QUERIES).flat();
  for (let i = 0; i < 60; i++) await search(all[i % all.length]); // warm-up
  const overall: number[] = [];
  for (const [label, queries] of Object.entries(QUERIES)) {
    const times: number[] = [];
    const counts = new Set<number>();
    for (let i = 0; i < RUNS / Object.keys(QUERIES).length; i++) {
      const { ms, count } = await search(queries[i % queries.length]);
      times.push(ms);
      counts.add(count);
    }
    overall.push(...times);
    console.log(`${label.padEnd(22)} ${summary(times)}  results ${[...counts].join("/")}`);
  }
  const sorted = [...overall].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`${"overall".padEnd(22)} ${summary(overall)}`);
  console.log(p95 < TARGET_P95_MS ? `OK: p95 ${p95.toFixed(2)} ms < ${TARGET_P95_MS} ms` : `FAIL: p95 ${p95.toFixed(2)} ms >= ${TARGET_P95_MS} ms`);
  await disconnectDb();
  process.exitCode = p95 < TARGET_P95_MS ? 0 : 1;
}

void main();
