import path from "node:path";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { disconnectDb } from "@/lib/data/db";
import { fanOutQueuedPosts } from "@/lib/domain/timeline/fan-out";
import { THROTTLE_RULES } from "@/lib/core/throttle-rules";
import { logSqlFor } from "@/tests/support/sql-log";

process.env.DATABASE_URL = inject("databaseUrl");
// Suites share one module graph (isolate: false in vitest.config.ts): every file starts from the same
// settings, whatever the file before it turned on (the statement counters set this at their top).
delete process.env.NIJI_DB_QUERY_EVENTS;
// Tests change members behind the app's back (an admin flag, a suspension) and expect the next
// request to see it: no session cache here; tests/auth/session-cache.test.ts turns it on.
process.env.NIJI_SESSION_CACHE_MS = "0";
process.env.NIJI_DB_POOL_MAX = inject("embedded") ? "1" : "5";
// The races of tests/concurrency queue far more transactions than the pool has, on a loaded 2-core
// machine: waiting for a connection is not what they test (tests/hardening/database-hung.test.ts
// proves the production limits with its own pool).
// On the one-connection PGlite, 20 members joining an event at once queue one after another; npm test
// runs the journeys beside these suites, and a clean-clone run saw the last four wait past 30 s.
process.env.NIJI_DB_ACQUIRE_TIMEOUT_MS = inject("embedded") ? "60000" : "30000";
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret";
// Generous throttles so suites never meet a 429; tests/hardening/throttles.test.ts proves the real defaults.
for (const { env } of Object.values(THROTTLE_RULES)) process.env[env] ??= "1000000/300";
process.env.UPLOADS_DIR ??= `/tmp/niji-test-uploads-${process.pid}`;

// Hashing a password (bcrypt, cost 10) costs ~85 ms of CPU, and the suites sign up over a thousand
// members, nearly all with the same password: each password is hashed once per run, by bcrypt at the
// app's cost, and every member who chooses it gets that hash (only the salt is shared). Checking a
// password still runs bcrypt each time.
const memo = globalThis as unknown as { nijiHashes?: Map<string, Promise<string>> };
if (!memo.nijiHashes) {
  const hashes = (memo.nijiHashes = new Map());
  const hash = bcrypt.hash;
  bcrypt.hash = ((password: string, cost: number | string) => {
    const key = `${cost}:${password}`;
    if (typeof cost !== "number") return hash(password, cost);
    if (!hashes.has(key)) hashes.set(key, hash(password, cost));
    return hashes.get(key)!;
  }) as typeof bcrypt.hash;
}

afterAll(async () => {
  // The job runner fans new posts out within a second in production; no runner runs here, so each
  // file leaves its posts fanned out for the next (else the queue, which every feed read merges in,
  // grows through the run, and the timeline tests' "fan out everything" drained thousands of posts).
  await fanOutQueuedPosts({ maxPosts: Number.MAX_SAFE_INTEGER, settleMs: 0 });
  await disconnectDb();
});

const sqlLog = process.env.NIJI_TEST_SQL_LOG;
if (sqlLog) beforeAll(() => logSqlFor(path.relative(process.cwd(), expect.getState().testPath ?? ""), sqlLog));
