import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate } from "@/lib/data/db/migrate";
import { countBy, member, startNext } from "./support/server";

// Stops the database under load and reports what members saw. Uses a throwaway PostgreSQL 15
// cluster of its own (never the machine's shared server): initdb in a temp folder, port 5499.
//   npx next build && npx tsx bench/db-down.ts [--load 5] [--down 5] [--after 4] [--workers 6]
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LOAD_S = arg("load", 5), DOWN_S = arg("down", 5), AFTER_S = arg("after", 4), WORKERS = arg("workers", 6);
const PG_PORT = arg("pg-port", 5499), APP_PORT = arg("port", 3202);
const BIN = "/usr/lib/postgresql/15/bin";
const asPostgres = (cmd: string, args: string[]) => execFileSync("runuser", ["-u", "postgres", "--", path.join(BIN, cmd), ...args], { stdio: "pipe" });

const dir = mkdtempSync(path.join(tmpdir(), "niji-dbdown-"));
chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), Number(execFileSync("id", ["-g", "postgres"]).toString().trim()));
const data = path.join(dir, "data");
asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
const pgStart = () => asPostgres("pg_ctl", ["-D", data, "-o", `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`, "-l", path.join(dir, "log"), "-w", "start"]);
const pgStop = () => asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
pgStart();
const url = `postgresql://postgres@127.0.0.1:${PG_PORT}/postgres`;
await migrate(url);
const server = await startNext({ port: APP_PORT, databaseUrl: url, generous: true });

type Sample = { phase: string; status: number; started: number; ms: number; kind: string };
const samples: Sample[] = [];
const acknowledged: string[] = [];
let phase = "up";
let running = true;
const who = await member(server.base, `dbdown.${Date.now()}@example.test`);
const eventBody = (i: number) => JSON.stringify({ title: `Load ${i}`, eventType: "other", date: "2030-06-01T10:00:00Z" });

async function worker(n: number) {
  for (let i = 0; running; i++) {
    const write = i % 2 === 0;
    const started = Date.now();
    const at = phase;
    let status = 0;
    try {
      const res = await fetch(`${server.base}/api/events`, {
        method: write ? "POST" : "GET",
        headers: { cookie: who.cookie, ...(write ? { "content-type": "application/json" } : {}) },
        body: write ? eventBody(n * 100000 + i) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
      status = res.status;
      const body = await res.text();
      if (write && status === 201) acknowledged.push((JSON.parse(body) as { id: string }).id);
    } catch {
      status = 0; // no answer at all
    }
    samples.push({ phase: at, status, started, ms: Date.now() - started, kind: write ? "write" : "read" });
  }
}

const workers = Array.from({ length: WORKERS }, (_, n) => worker(n));
await new Promise((r) => setTimeout(r, LOAD_S * 1000));
phase = "down";
const stoppedAt = Date.now();
pgStop();
await new Promise((r) => setTimeout(r, DOWN_S * 1000));
phase = "recovering";
pgStart();
const startedAt = Date.now();
await new Promise((r) => setTimeout(r, AFTER_S * 1000));
running = false;
await Promise.all(workers);

const down = samples.filter((s) => s.started >= stoppedAt && s.started < startedAt);
const firstOk = samples.filter((s) => s.started >= startedAt && s.status >= 200 && s.status < 300).sort((a, b) => a.started + a.ms - (b.started + b.ms))[0];
const client = new pg.Client({ connectionString: url });
await client.connect();
const found = await client.query<{ id: string }>(`SELECT id FROM "Event" WHERE id = ANY($1)`, [acknowledged]);
await client.end();
const sorted = down.map((s) => s.ms).sort((a, b) => a - b);
console.log(JSON.stringify({
  workers: WORKERS,
  requests: samples.length,
  statusesByPhase: Object.fromEntries(["up", "down", "recovering"].map((p) => [p, countBy(samples.filter((s) => s.phase === p), (s) => String(s.status))])),
  whileDown: { requests: down.length, statuses: countBy(down, (s) => String(s.status)), p50Ms: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) },
  firstAnswerAfterStopMs: Math.min(...down.map((s) => s.started + s.ms)) - stoppedAt,
  recoveryMs: firstOk ? firstOk.started + firstOk.ms - startedAt : null,
  acknowledgedWrites: acknowledged.length,
  lostAcknowledgedWrites: acknowledged.length - found.rowCount!,
}, null, 2));

await server.stop();
pgStop();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
