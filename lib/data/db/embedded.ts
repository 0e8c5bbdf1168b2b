// server-only, loaded outside Next too
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// The embedded default: PGlite (PostgreSQL in WASM) persisted in a folder and served over TCP on
// loopback, so the app and scripts talk to it through the same pg driver as to a real PostgreSQL.
export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export async function startEmbeddedDatabase(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedDatabase> {
  const dataDir = options.dataDir ?? path.join(process.cwd(), ".data", "pglite");
  if (dataDir !== "memory://") mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const port = options.port ?? 0;
  const server = new PGLiteSocketServer({ db, port, host: "127.0.0.1", maxConnections: 16 });
  await server.start();
  const address = server.getServerConn();
  const actualPort = Number(String(address).split(":").pop());
  const url = `postgresql://postgres:postgres@127.0.0.1:${actualPort}/postgres?sslmode=disable`;
  return {
    url,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
