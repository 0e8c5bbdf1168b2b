import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/data/db/embedded";
import { migrate } from "@/lib/data/db/migrate";

// Integration tests run against a real database: project "integration" on a fresh database of the
// PostgreSQL at TEST_DATABASE_URL (else 127.0.0.1:5432; scripts/test-all.sh starts one), project
// "integration-pglite" on an in-memory PGlite served over a loopback socket (vitest.config.ts).
const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    embedded: boolean;
  }
}

let embedded: EmbeddedDatabase | null = null;
let dropDatabase: (() => Promise<void>) | null = null;

export default async function setup(project: TestProject) {
  const base = project.name === "integration-pglite" ? null : POSTGRES;
  let url: string;
  if (base) {
    const name = `niji_it_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect().catch((error: unknown) => {
      throw new Error(`project ${project.name} needs PostgreSQL at ${base} (TEST_DATABASE_URL): ${String(error)}. npm test starts one; or run --project integration-pglite`);
    });
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(base);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    embedded = await startEmbeddedDatabase({ dataDir: "memory://" });
    url = embedded.url;
  }
  await migrate(url);
  project.provide("databaseUrl", url);
  project.provide("embedded", !base);
  return async () => {
    await dropDatabase?.();
    await embedded?.stop();
  };
}
