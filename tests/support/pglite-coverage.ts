import { readFileSync } from "node:fs";

// `npx tsx tests/support/pglite-coverage.ts <postgres.log> <pglite.log>`: the check behind the short
// list of suites that also run on PGlite (PGLITE_SUITES in vitest.config.ts). Both logs are written by
// tests/support/sql-log.ts (NIJI_TEST_SQL_LOG) during one npm test. Every hand-written statement the
// full PostgreSQL run sends must also be sent on PGlite, except those that only exist on a server:
const SERVER_ONLY: [RegExp, string][] = [
  [/^LISTEN |pg_notify\(/, "the live transport on PostgreSQL (PGlite uses the in-process bus)"],
];
// and those of the suites that run on PostgreSQL alone (races need parallel connections), and of the
// fuzzer, whose requests are random (fast-check, unseeded), so the statements it happens to send
// change from run to run: it proves status codes, not SQL dialects, and the check must not depend on luck.
const SERVER_ONLY_SUITES = /^tests\/(concurrency\/|hardening\/fuzz\.test\.ts$)/;

type Line = { suite: string; sql: string };
const read = (file: string): Line[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

const [postgresLog, pgliteLog] = process.argv.slice(2);
if (!postgresLog || !pgliteLog) {
  console.error("usage: tsx tests/support/pglite-coverage.ts <postgres.log> <pglite.log>");
  process.exit(2);
}
const onPglite = new Set(read(pgliteLog).map((line) => line.sql));
const missing = new Map<string, Set<string>>();
for (const { suite, sql } of read(postgresLog)) {
  if (onPglite.has(sql) || SERVER_ONLY_SUITES.test(suite) || SERVER_ONLY.some(([pattern]) => pattern.test(sql))) continue;
  if (!missing.has(sql)) missing.set(sql, new Set());
  missing.get(sql)!.add(suite);
}
if (missing.size > 0) {
  console.error(`${missing.size} hand-written statement(s) ran on PostgreSQL but never on PGlite. Add a suite that sends each to PGLITE_SUITES in vitest.config.ts:`);
  for (const [sql, suites] of missing) console.error(`\n  ${sql.slice(0, 240)}\n    sent by: ${[...suites].join(", ")}`);
  process.exitCode = 1;
} else {
  console.log(`every hand-written statement of the PostgreSQL run also ran on PGlite (${onPglite.size} distinct)`);
}
