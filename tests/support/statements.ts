import { db } from "@/lib/data/db";
import { onRawStatement } from "@/lib/data/db/raw";

// Every SQL statement the app sends from now on, through Prisma (NIJI_DB_QUERY_EVENTS=1) or on the
// raw pool (lib/data/db/raw.ts), for the statement-count tests.
export function recordStatements() {
  const statements: string[] = [];
  db.$on("query", (e) => statements.push(e.query));
  onRawStatement((text) => statements.push(text));
  return {
    reset: () => void (statements.length = 0),
    /** the statements that do work: no transaction control or session settings */
    work: () => statements.filter((q) => !/^(BEGIN|COMMIT|ROLLBACK|SET|SHOW|DEALLOCATE)/i.test(q.trim())),
  };
}
