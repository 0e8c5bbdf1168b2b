// server-only, loaded outside Next too
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { DATA_STEPS } from "./data-steps";

// Applies prisma/migrations/*/migration.sql in order and records each in `_prisma_migrations`
// exactly as `prisma migrate deploy` does, so Prisma's CLI on a connected host sees them as applied.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

export async function listMigrations(dir = MIGRATIONS_DIR) {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

export async function migrate(connectionString: string, log: (line: string) => void = () => {}) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(MIGRATIONS_TABLE);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
    const ran: string[] = [];
    for (const m of await listMigrations()) {
      const previous = applied.get(m.name);
      if (previous) {
        if (previous !== m.checksum) log(`warning: ${m.name} was edited after it was applied`);
        continue;
      }
      const id = randomUUID();
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, m.checksum, m.name],
      );
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await DATA_STEPS[m.name]?.(client);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        await client.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(error)]);
        throw new Error(`migration ${m.name} failed: ${String(error)}`);
      }
      await client.query(
        `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
        [id],
      );
      log(`applied ${m.name}`);
      ran.push(m.name);
    }
    return ran;
  } finally {
    await client.end();
  }
}
