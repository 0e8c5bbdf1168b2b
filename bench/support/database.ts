import pg from "pg";
import { migrate } from "@/lib/data/db/migrate";

/** The machine's PostgreSQL the benchmarks create their databases in (BENCH_ADMIN_URL overrides). */
export const BENCH_ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/**
 * A benchmark's own database on that server, created when missing (`fresh`: dropped and created
 * anew) and migrated to the current schema; returns its URL. Seeding is the caller's.
 */
export async function benchDatabase(name: string, options: { fresh?: boolean; log?: (line: string) => void } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  try {
    if (options.fresh) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  await migrate(url.toString(), options.log);
  return url.toString();
}

/** Drops a benchmark's database (one it made for a single run). */
export async function dropBenchDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
}
