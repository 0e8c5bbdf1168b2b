import { startEmbeddedDatabase } from "@/lib/db/embedded";
import { EMBEDDED_PORT } from "./lib";

/**
 * Runs `fn` with DATABASE_URL set: the given PostgreSQL, or the embedded PGlite under .data
 * (started for the duration of `fn` when no server is running yet).
 */
export async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return fn(process.env.DATABASE_URL);
  const embedded = await startEmbeddedDatabase({ port: EMBEDDED_PORT });
  process.env.DATABASE_URL = embedded.url;
  process.env.NIJI_DB_POOL_MAX = "1";
  try {
    return await fn(embedded.url);
  } finally {
    await embedded.stop();
  }
}
