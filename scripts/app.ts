import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { disconnectDb } from "@/lib/data/db";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/data/db/embedded";
import { migrate } from "@/lib/data/db/migrate";
import { mailDestination } from "@/lib/data/mail/transport";
import { EMBEDDED_PORT, ensureAuthSecret, ensureVapidKeys } from "./lib";

// npm run app: the whole app on one machine. Without DATABASE_URL it starts the embedded PGlite
// (data under .data/pglite), migrates, seeds demo content once, builds if needed and serves Next.
// `--dev` serves `next dev` instead of a production build.
const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

ensureAuthSecret();
env.AUTH_SECRET = process.env.AUTH_SECRET;
ensureVapidKeys();
env.VAPID_PUBLIC_KEY = process.env.VAPID_PUBLIC_KEY;
env.VAPID_PRIVATE_KEY = process.env.VAPID_PRIVATE_KEY;
let embedded: EmbeddedDatabase | null = null;
if (!process.env.DATABASE_URL) {
  console.log("[niji] starting the embedded PostgreSQL (PGlite) in .data/pglite");
  embedded = await startEmbeddedDatabase({ port: EMBEDDED_PORT, dataDir: process.env.NIJI_PGLITE_DIR });
  process.env.DATABASE_URL = env.DATABASE_URL = embedded.url;
  process.env.NIJI_DB_POOL_MAX = env.NIJI_DB_POOL_MAX = "1";
  // the embedded database serves one connection: one server process
  if (process.env.NIJI_WORKERS && process.env.NIJI_WORKERS !== "1") console.log("[niji] NIJI_WORKERS needs DATABASE_URL: the embedded database runs one worker");
  env.NIJI_WORKERS = "1";
}

await migrate(process.env.DATABASE_URL!, (line) => console.log(`[niji] ${line}`));
if (process.env.NIJI_SEED !== "0") {
  // imported only when seeding: the demo seed and what it loads cost each journey server a second of start-up
  const { seedDemo } = await import("@/prisma/seed/demo");
  const summary = await seedDemo();
  console.log(`[niji] demo content: ${summary}`);
}
await disconnectDb();

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "generated" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

if (!dev) {
  const buildId = path.join(".next", "BUILD_ID");
  const sources = ["app", "components", "lib", "messages", "hooks", "i18n", "public"].filter((d) => existsSync(d));
  const stale = !existsSync(buildId) || Math.max(...sources.map(newestSourceTime)) > statSync(buildId).mtimeMs;
  if (stale) {
    console.log("[niji] building the app (first run or changed sources; takes a few minutes)");
    const build = spawnSync(path.join("node_modules", ".bin", "next"), ["build"], { stdio: "inherit", env });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

console.log(`[niji] serving on http://localhost:${port}`);
const mail = mailDestination();
console.log(mail.kind === "files" ? `[niji] mail is written as .eml files to ${mail.dir} (set SMTP_URL to send it)` : `[niji] mail is sent through ${mail.host}`);
// Production: our server (scripts/serve.ts: request logs, metrics, graceful shutdown) under tsx;
// development: `next dev`. Either shares our process group, so a group kill stops both; a signal
// sent to us alone is forwarded, and we stop the embedded database once the server has drained.
const bin = (name: string) => path.join("node_modules", ".bin", name);
const child = dev
  ? spawn(bin("next"), ["dev", "-p", port], { stdio: "inherit", env })
  : spawn(bin("tsx"), [path.join("scripts", "serve.ts")], { stdio: "inherit", env: { ...env, PORT: port } });
const stop = async (code: number) => {
  await embedded?.stop().catch(() => undefined);
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => void stop(code ?? 0));
