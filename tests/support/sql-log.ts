import { appendFileSync } from "node:fs";
import pg from "pg";

// NIJI_TEST_SQL_LOG=<file>: every distinct hand-written statement a suite sends (its SQL text with the
// values' placeholders and numbers folded, one JSON line per suite and statement), for
// tests/support/pglite-coverage.ts. Prisma's own queries name every table "public"."…" and are the
// same SQL on both databases; the statements we write ourselves (lib/data/db/raw.ts, Prisma.sql,
// $queryRaw) do not.
export function normalizeSql(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\(\$\d+(?:, ?\$\d+)*\)/g, "($n)")
    .replace(/\$\d+/g, "$n")
    .replace(/\b\d+\b/g, "N");
}

const CONTROL = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|DEALLOCATE)\b/i;
const state = globalThis as unknown as { nijiSqlLog?: { file: string; seen: Set<string> } };

/** Starts logging (once per process); `suite` names the test file the next statements belong to. */
export function logSqlFor(suite: string, target: string) {
  if (!state.nijiSqlLog) {
    const log = { file: suite, seen: new Set<string>() };
    state.nijiSqlLog = log;
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === "string" ? first : typeof first?.text === "string" ? first.text : "";
      if (text && !text.includes('"public".') && !CONTROL.test(text.trim())) {
        const sql = normalizeSql(text);
        const key = `${log.file}\n${sql}`;
        if (!log.seen.has(key)) {
          log.seen.add(key);
          appendFileSync(target, `${JSON.stringify({ suite: log.file, sql })}\n`);
        }
      }
      return query.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  state.nijiSqlLog.file = suite;
}
