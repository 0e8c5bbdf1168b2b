// Custom against generic plans of the hot statements (run by hand, never part of npm test):
//   npx tsx bench/feed.ts --seed-only     (once: the bench database of bench/feed.ts)
//   node --conditions=react-server --import tsx bench/plans.ts
//   BENCH_RUNS=30 (executions per statement and mode)
//   BENCH_CPU=<label>[,<label>…] (also: the backend's CPU per run of those statements, as the app runs them)
// Issue #34: PostgreSQL may switch a named prepared statement (lib/data/db/raw.ts names every hot
// read) to a generic plan after five executions, and a generic plan of explore page 1 ran 51 ms
// against 1 ms custom. This runs the services of the feed, explore, a tag page, a profile grid,
// notifications and conversations against the bench database as u1, records the statement each
// sends, then PREPAREs it and runs EXPLAIN (ANALYZE) EXECUTE under plan_cache_mode =
// force_custom_plan and force_generic_plan, and under the default (auto: what the app gets from the
// sixth execution on), printing PostgreSQL's planning + execution time (median and max).
// Adds the bench database's tags, notifications and conversations on first run.
import { readFileSync } from "node:fs";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DB_NAME = process.env.BENCH_DB ?? "niji_bench";
const DB_URL = (() => { const u = new URL(ADMIN_URL); u.pathname = `/${DB_NAME}`; return u.toString(); })();
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const USERS = 10_000;

type Captured = { text: string; values: unknown[] };

async function seedExtras(client: pg.Client) {
  const has = async (table: string) => ((await client.query(`SELECT EXISTS (SELECT 1 FROM "${table}") AS x`)).rows[0] as { x: boolean }).x;
  if (!(await has("PostTag"))) {
    // #tokyo on every third post (those with a location), as the caption parser would write it
    await client.query(`INSERT INTO "PostTag" ("postId", tag, "createdAt") SELECT id, 'tokyo', "createdAt" FROM "Post" WHERE location = 'Tokyo'`);
  }
  if (!(await has("Notification"))) {
    // 100 likes notices for each of the first 2,000 members, grouped by post as notify.ts groups them
    await client.query(`INSERT INTO "Notification" (id, "userId", type, "actorId", "groupKey", "postId", "createdAt", "readAt")
      SELECT 'n' || u || '-' || k, 'u' || u, 'like', 'u' || (1 + (u * 17 + k * 101) % ${USERS}), 'like:p' || (u + (k % 10) * ${USERS}), 'p' || (u + (k % 10) * ${USERS}),
        now() - (k * interval '1 hour'), CASE WHEN k > 20 THEN now() END
      FROM generate_series(1, 2000) u, generate_series(1, 100) k`);
  }
  if (!(await has("Conversation"))) {
    // u1..u500 each talk with 40 others, 10 messages a conversation
    await client.query(`INSERT INTO "Conversation" (id, "userAId", "userBId", "starterId", "lastMessageAt")
      SELECT 'cv' || a || '-' || k, 'u' || a, 'u' || (a + k * 211), 'u' || a, now() - (k * interval '1 minute') FROM generate_series(1, 500) a, generate_series(1, 40) k`);
    await client.query(`INSERT INTO "ConversationMember" ("conversationId", "userId", "lastActivityAt")
      SELECT id, "userAId", "lastMessageAt" FROM "Conversation" UNION ALL SELECT id, "userBId", "lastMessageAt" FROM "Conversation"`);
    await client.query(`INSERT INTO "Message" (id, "conversationId", "senderId", content, "createdAt")
      SELECT c.id || '-' || k, c.id, CASE WHEN k % 2 = 0 THEN c."userAId" ELSE c."userBId" END, 'Message ' || k, c."lastMessageAt" - (k * interval '1 second')
      FROM "Conversation" c, generate_series(1, 10) k`);
  }
  await client.query("VACUUM ANALYZE");
}

/** Records what the app's pool sends while `fn` runs (the pool's clients are pg.Client, as is Prisma's adapter's). */
async function capture(fn: () => Promise<unknown>): Promise<Captured[]> {
  const seen: Captured[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    if (typeof first === "string") seen.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const query = first as { text: string; values?: unknown[] };
      seen.push({ text: query.text, values: query.values ?? (Array.isArray(second) ? second : []) });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((v) => JSON.stringify(String(v))).join(",")}}`);
  if (typeof value === "object") return client.escapeLiteral(JSON.stringify(value));
  return client.escapeLiteral(String(value));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** PostgreSQL's time (planning + execution, ms) for `runs` executions of the statement prepared under `mode`. */
async function time(client: pg.Client, name: string, statement: Captured, mode: string | null): Promise<number[]> {
  if (mode) await client.query(`SET plan_cache_mode = ${mode}`);
  else await client.query(`RESET plan_cache_mode`);
  await client.query({ name, text: statement.text, values: statement.values });
  const args = statement.values.map((value) => literal(client, value)).join(", ");
  const times: number[] = [];
  for (let i = 0; i < runs(mode); i++) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) EXECUTE ${name}${args ? `(${args})` : ""}`);
    const plan = (rows[0] as { "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] })["QUERY PLAN"][0];
    times.push(plan["Planning Time"] + plan["Execution Time"]);
  }
  return times.slice(mode ? 0 : 6); // auto: what it runs from the sixth execution on
}
/** The CPU (µs) PostgreSQL's backend `pid` has used so far: utime + stime from /proc (CLK_TCK 100), and its run time from schedstat (ns, finer). */
function backendCpu(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { ticksUs: (Number(fields[11]) + Number(fields[12])) * 10_000, runUs: Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1000 };
}

/**
 * PostgreSQL's CPU per run of the statement (issue #34), as the app runs it: a named statement on one
 * connection (a generic plan from the sixth run on: plan_cache_mode auto), ROUNDS rounds of 300 runs
 * each; the median of the rounds, per run. Needs PostgreSQL on this machine (/proc of its backend).
 */
async function cpuPerRun(statement: Captured, rounds = 16, runs = 300) {
  const client = new pg.Client({ connectionString: DB_URL });
  await client.connect();
  try {
    const pid = ((await client.query("SELECT pg_backend_pid() AS pid")).rows[0] as { pid: number }).pid;
    const run = () => client.query({ name: "plans_bench_cpu", text: statement.text, values: statement.values });
    for (let i = 0; i < 10; i++) await run();
    const ticks: number[] = [], runTime: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const before = backendCpu(pid);
      for (let i = 0; i < runs; i++) await run();
      const after = backendCpu(pid);
      ticks.push((after.ticksUs - before.ticksUs) / runs);
      runTime.push((after.runUs - before.runUs) / runs);
    }
    return `CPU per run (median of ${rounds} x ${runs}): ${median(ticks).toFixed(0)} µs (/proc stat), ${median(runTime).toFixed(0)} µs (schedstat)`;
  } finally {
    await client.end();
  }
}
let prepared = 0;
const runs = (mode: string | null) => (mode ? RUNS : RUNS + 6);

async function main() {
  const admin = new pg.Client({ connectionString: DB_URL });
  await admin.connect();
  await seedExtras(admin);
  process.env.DATABASE_URL = DB_URL;
  process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret";
  const viewer = { id: "u1", isAdmin: false };
  const { listFeed } = await import("@/lib/domain/posts/list-feed");
  const { listExplore } = await import("@/lib/domain/posts/list-explore");
  const { listTagPosts } = await import("@/lib/domain/tags/list-tag-posts");
  const { listUserPosts } = await import("@/lib/domain/posts/list-user-posts");
  const { listNotifications } = await import("@/lib/domain/notifications/list-notifications");
  const { listConversations } = await import("@/lib/domain/messages/list-conversations");
  const { disconnectDb } = await import("@/lib/data/db");
  const page = { limit: 20 };
  // the cursor of page 50 of the feed and of explore
  const cursorOf = async (list: (p: { limit: number; cursor?: string | null }) => Promise<{ nextCursor: string | null }>, pages: number) => {
    let cursor: string | null = null;
    for (let i = 1; i < pages; i++) cursor = (await list({ ...page, cursor })).nextCursor;
    return cursor;
  };
  const feed50 = await cursorOf((p) => listFeed(viewer, p), 50);
  const explore50 = await cursorOf((p) => listExplore(viewer, p), 50);
  const posts = (s: Captured) => s.text.includes(`"isSaved"`);
  const targets: [string, () => Promise<unknown>, (s: Captured) => boolean][] = [
    ["feed page 1", () => listFeed(viewer, page), posts],
    ["feed page 50", () => listFeed(viewer, { ...page, cursor: feed50 }), posts],
    ["explore page 1", () => listExplore(viewer, page), posts],
    ["explore page 50", () => listExplore(viewer, { ...page, cursor: explore50 }), posts],
    ["tag page (#tokyo)", () => listTagPosts(viewer, "tokyo", page), posts],
    ["profile grid (u2)", () => listUserPosts(viewer, "u2", page), posts],
    ["notifications", () => listNotifications(viewer), (s) => s.text.includes(`CROSS JOIN LATERAL`)],
    ["conversations", () => listConversations(viewer, "inbox"), (s) => s.text.includes(`FROM "ConversationMember" m`)],
  ];
  const bench = new pg.Client({ connectionString: DB_URL });
  await bench.connect();
  console.log(`${DB_NAME}, viewer u1, ${RUNS} executions each; PostgreSQL planning + execution time in ms, median/max; \"auto\": plan_cache_mode's default, from the sixth execution on`);
  console.log(`${"statement".padEnd(22)} ${"custom".padEnd(14)} ${"generic".padEnd(14)} ${"auto (as the app runs it)".padEnd(20)}`);
  for (const [label, run, pick] of targets) {
    const statements = (await capture(run)).filter(pick);
    const statement = statements[statements.length - 1];
    if (!statement) throw new Error(`${label}: no statement recorded`);
    if (process.env.BENCH_EXPLAIN === label) {
      const args = statement.values.map((value) => literal(bench, value)).join(", ");
      await bench.query({ name: "plans_bench_explain", text: statement.text, values: statement.values });
      const { rows } = await bench.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE plans_bench_explain${args ? `(${args})` : ""}`);
      console.log(rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n"));
    }
    const cells: string[] = [];
    for (const mode of ["force_custom_plan", "force_generic_plan", null]) {
      const times = await time(bench, `plans_bench_${++prepared}`, statement, mode);
      cells.push(`${median(times).toFixed(2)}/${Math.max(...times).toFixed(2)}`.padEnd(mode ? 14 : 20));
    }
    console.log(`${label.padEnd(22)} ${cells.join(" ")}`);
    if (process.env.BENCH_CPU?.split(",").includes(label)) console.log(`${"".padEnd(22)} ${await cpuPerRun(statement)}`);
  }
  await bench.end();
  await admin.end();
  await disconnectDb();
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
