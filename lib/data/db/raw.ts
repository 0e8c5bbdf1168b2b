import "server-only";
import { createHash } from "node:crypto";
import pg from "pg";
import { getPool } from "@/lib/data/db";
import { TIMESTAMP_OID, timestampToIso } from "@/lib/data/db/pg-timestamp";
import type { Prisma } from "@/lib/generated/prisma/client";

// The hot reads (every post page and single post) run their one statement on the pool's raw pg
// client instead of through Prisma: the client and adapter cost ~0.5 ms of CPU per page (see
// docs/decisions/performance.md). Each distinct SQL text becomes a named prepared statement, so
// PostgreSQL plans it once per connection. The SQL is still built with Prisma.sql (values always
// bound, never spliced) and each caller types its rows in one place (PostRow, post-response.ts);
// timestamps arrive as ISO strings.

/** pg's type parsers for the raw statements: `timestamp` columns (UTC in our schema) as the API's ISO strings. */
export const rawTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID && format !== "binary" ? timestampToIso : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const names = new Map<string, string>();
let named = true; // off once a server refuses a name it already holds (a proxy sharing sessions)

function statementName(text: string) {
  let name = names.get(text);
  if (!name) {
    name = `niji_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with the SQL of every raw statement (tests count statements per request); returns the unsubscribe. */
export function onRawStatement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs one statement built with Prisma.sql on the raw pool, as a named prepared statement. */
export async function rawRows<T>(statement: Prisma.Sql): Promise<T[]> {
  const text = statement.text;
  for (const listener of listeners) listener(text);
  const values = statement.values as unknown[];
  if (named) {
    try {
      return (await getPool().query<T & pg.QueryResultRow>({ name: statementName(text), text, values, types: rawTypes })).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== "42P05") throw error; // duplicate_prepared_statement
      named = false;
    }
  }
  return (await getPool().query<T & pg.QueryResultRow>({ text, values, types: rawTypes })).rows;
}
