// Live messages benchmark (run by hand, never part of npm test):
//   npx next build && npx tsx bench/messages.ts                 (both transports)
//   BENCH_TRANSPORTS=postgres BENCH_STREAMS=500 npx tsx bench/messages.ts
// For each transport: a fresh database on the machine's PostgreSQL, `next start` against it with
// NIJI_REALTIME set, BENCH_STREAMS members each holding one live stream (GET /api/messages/stream)
// on that one instance, and one sender posting BENCH_MESSAGES messages to random receivers (eight
// at a time). Measures send -> delivery (the POST starting to the event arriving on the
// receiver's stream: p50, p99, max) and the server's memory per open stream (RSS of the server's
// process tree before and after opening them, divided by their number), and the CPU time the server's
// process tree and the database's PostgreSQL backends spent per message while sending (from /proc:
// latency on this shared machine moves with its load, CPU per message much less).
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { waitFor } from "./support/server";

const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const CONCURRENCY = 8;
const SECRET = "bench-secret-bench-secret-bench-secret";
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? "memory,postgres").split(",") as ("memory" | "postgres")[];
const COOKIE = "next-auth.session-token";
// extra flags for the server's node (a profile: BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof")
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

const dbUrl = (name: string) => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
};

async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const { migrate } = await import("@/lib/data/db/migrate");
  await migrate(dbUrl(name));
  const db = new pg.Client({ connectionString: dbUrl(name) });
  await db.connect();
  // member 0 sends; members 1..STREAMS receive; one inbox conversation each with the sender
  await db.query(`INSERT INTO "User" (id, email, "passwordHash", username, "updatedAt")
    SELECT 'u' || i, 'u' || i || '@bench.niji', 'x', 'user' || i, now() FROM generate_series(0, ${STREAMS}) i`);
  // one signed-in device per member: the session token names its row (sid)
  await db.query(`INSERT INTO "Session" (id, "userId", device) SELECT 's' || i, 'u' || i, 'Bench' FROM generate_series(0, ${STREAMS}) i`);
  await db.query(`INSERT INTO "Conversation" (id, "userAId", "userBId", "starterId") SELECT 'c' || i, 'u0', 'u' || i, 'u0' FROM generate_series(1, ${STREAMS}) i`);
  await db.query(`INSERT INTO "ConversationMember" ("conversationId", "userId", folder)
    SELECT 'c' || i, u, 'inbox' FROM generate_series(1, ${STREAMS}) i, LATERAL (VALUES ('u0'), ('u' || i)) m(u)`);
  await db.end();
}

const token = (id: string) => encode({ token: { sub: id, sv: 0, sid: `s${id.slice(1)}` }, secret: SECRET, maxAge: 3600 });

/** A process and all its descendants. */
function processTree(root: number): Set<number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** RSS (kB) of a process and all its descendants. */
function treeRss(root: number): number {
  let kb = 0;
  for (const pid of processTree(root)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb;
}

/** CPU time (ms: utime + stime) of these processes so far. */
function cpuMs(pids: Iterable<number>): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10; // USER_HZ 100
}

/** The PostgreSQL backends serving database `name` (their process title names it). */
function backendsOf(name: string): number[] {
  return readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(` ${name} `) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(transport: "memory" | "postgres") {
  const name = `niji_bench_messages_${transport}`;
  await freshDatabase(name);
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl(name),
    AUTH_SECRET: SECRET,
    NIJI_REALTIME: transport,
    NODE_ENV: "production" as const,
    NEXT_TELEMETRY_DISABLED: "1",
    NIJI_THROTTLE_API_MEMBER: process.env.NIJI_THROTTLE_API_MEMBER ?? "100000000/60",
    NIJI_THROTTLE_API_IP: process.env.NIJI_THROTTLE_API_IP ?? "100000000/60",
    NIJI_THROTTLE_MESSAGES: process.env.NIJI_THROTTLE_MESSAGES ?? "100000000/60",
  };
  const server: ChildProcess = spawn(process.execPath, [...NODE_ARGS, "node_modules/next/dist/bin/next", "start", "-p", String(PORT)], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  const base = `http://127.0.0.1:${PORT}`;
  const streams: AbortController[] = [];
  try {
    await waitFor(`${base}/login`);
    // warm the stream route and the transport once
    const warm = new AbortController();
    await fetch(`${base}/api/messages/stream`, { headers: { cookie: `${COOKIE}=${await token("u0")}` }, signal: warm.signal }).then((r) => r.body?.getReader().read());
    warm.abort();
    await new Promise((r) => setTimeout(r, 1000));
    const rssBefore = treeRss(server.pid!);

    const arrivals = new Map<string, number>();
    const ready: Promise<void>[] = [];
    for (let i = 1; i <= STREAMS; i++) {
      const abort = new AbortController();
      streams.push(abort);
      const cookie = `${COOKIE}=${await token(`u${i}`)}`;
      const opened = (async () => {
          let res = await fetch(`${base}/api/messages/stream`, { headers: { cookie }, signal: abort.signal });
          // a 503 (the pool's connection wait ran out on a loaded machine): reconnect, as EventSource does
          for (let retries = 0; res.status === 503 && retries < 5; retries++) {
            await new Promise((r) => setTimeout(r, 1000));
            res = await fetch(`${base}/api/messages/stream`, { headers: { cookie }, signal: abort.signal });
          }
          if (res.status !== 200) throw new Error(`stream ${i}: ${res.status}`);
          const reader = res.body!.getReader();
          const decoder = new TextDecoder();
          let buffer = "";
          const signal: { connected: () => void } = { connected: () => {} };
          const first = new Promise<void>((resolve) => (signal.connected = resolve));
          void (async () => {
            for (;;) {
              const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
              if (chunk.done) return;
              buffer += decoder.decode(chunk.value, { stream: true });
              let end: number;
              while ((end = buffer.indexOf("\n\n")) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (block.startsWith("event: unread")) signal.connected();
                if (block.startsWith("event: message\n")) {
                  const data = JSON.parse(block.split("\ndata: ")[1]!) as { message: { content: string } };
                  arrivals.set(data.message.content, performance.now());
                }
              }
            }
          })();
          await first;
      })();
      opened.catch(() => undefined); // a failure is reported by Promise.all below, after the server is stopped
      ready.push(opened);
      // at most 50 opening at a time: 500 at once ran the pool's connection wait out (503) on a loaded machine
      if (ready.length % 50 === 0) await Promise.all(ready.slice(-50));
    }
    await Promise.all(ready);
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfter = treeRss(server.pid!);

    const sender = `${COOKIE}=${await token("u0")}`;
    const sent = new Map<string, number>();
    let next = 0;
    const backends = backendsOf(name);
    const cpuBefore = { server: cpuMs(processTree(server.pid!)), db: cpuMs(backends) };
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          const n = next++;
          const to = 1 + Math.floor(Math.random() * STREAMS);
          const content = `bench-${n}`;
          sent.set(content, performance.now());
          const res = await fetch(`${base}/api/conversations/c${to}/messages`, {
            method: "POST",
            headers: { cookie: sender, "content-type": "application/json" },
            body: JSON.stringify({ content }),
          });
          if (res.status !== 201) throw new Error(`send ${n}: ${res.status} ${await res.text()}`);
        }
      }),
    );
    const sendSeconds = (performance.now() - t0) / 1000;
    const cpu = { server: cpuMs(processTree(server.pid!)) - cpuBefore.server, db: cpuMs(backends) - cpuBefore.db };
    const deadline = Date.now() + 10_000;
    while (arrivals.size < MESSAGES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const latencies = [...sent].flatMap(([content, at]) => (arrivals.has(content) ? [arrivals.get(content)! - at] : [])).sort((a, b) => a - b);
    console.log(
      `\n${transport}: ${STREAMS} open streams on one instance, ${MESSAGES} messages (${CONCURRENCY} senders at a time, ${(MESSAGES / sendSeconds).toFixed(0)} msg/s)\n` +
        `  delivered ${latencies.length}/${MESSAGES}; send -> delivery p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies[latencies.length - 1]?.toFixed(1)} ms\n` +
        `  server RSS ${(rssBefore / 1024).toFixed(0)} MB -> ${(rssAfter / 1024).toFixed(0)} MB with the streams open: ${((rssAfter - rssBefore) / STREAMS).toFixed(1)} kB per stream\n` +
        `  CPU per message sent: server ${(cpu.server / MESSAGES).toFixed(2)} ms, PostgreSQL backends ${(cpu.db / MESSAGES).toFixed(2)} ms (load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})`,
    );
  } finally {
    for (const abort of streams) abort.abort();
    // wait until the server has exited, so the next transport's server gets the port (a fixed pause
    // let the next run's readiness check reach the old server as it stopped: ECONNREFUSED)
    const exited = server.exitCode !== null ? Promise.resolve() : new Promise((r) => server.once("exit", r));
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // gone
      }
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-server.pid!, "SIGKILL");
      } catch {
        // gone
      }
    }, 10_000);
    await exited;
    clearTimeout(killer);
  }
}

for (const transport of TRANSPORTS) await run(transport);
process.exit(0);
