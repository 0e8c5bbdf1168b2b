import { disconnectDb } from "@/lib/data/db";
import { startEmbeddedDatabase } from "@/lib/data/db/embedded";
import { EMBEDDED_PORT, ensureAuthSecret } from "./lib";

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

/** A maintenance job (cron): runs `job` against the database, prints what it reports, exits 0, or 1 after printing the error. */
export async function runJob(job: () => Promise<string>): Promise<never> {
  ensureAuthSecret();
  const code = await withDatabase(async () => {
    try {
      console.log(await job());
      return 0;
    } catch (error) {
      console.error(error);
      return 1;
    } finally {
      await disconnectDb();
    }
  });
  process.exit(code);
}
