import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

const QUERY_EVENTS: [{ emit: "event"; level: "query" }] = [{ emit: "event", level: "query" }];

// One Prisma client per process. The password hash is omitted at the client level so no query
// can leak it (the discreet PIN hash likewise); the login and PIN services opt back in explicitly.
// The pg pool is ours (not built inside the adapter) so metrics can read its usage.
function createClient() {
  const env = getEnv();
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    max: env.NIJI_DB_POOL_MAX,
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
    // two stay open through quiet spells: a new connection plans its first statements against cold
    // catalog caches (~50 ms for a feed page instead of ~4), which the first visit after a pause paid
    min: Math.min(2, env.NIJI_DB_POOL_MAX),
    allowExitOnIdle: true, // idle connections never hold a script's process open
  });
  globalForPrisma.nijiPool = pool;
  const adapter = new PrismaPg(pool);
  // NIJI_DB_QUERY_EVENTS=1 emits an event per SQL statement (tests count statements per request).
  const log = env.NIJI_DB_QUERY_EVENTS ? QUERY_EVENTS : [];
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true }, discreetSetting: { pinHash: true } }, log: log as typeof QUERY_EVENTS });
}

type Client = ReturnType<typeof createClient>;
const globalForPrisma = globalThis as unknown as { nijiPrisma?: Client; nijiPool?: pg.Pool };

/** Connections of this process's pool: total, idle, and requests waiting for one (metrics). */
export function poolUsage() {
  const pool = globalForPrisma.nijiPool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 0 } : null;
}

/** This process's pg pool (the one the Prisma client uses), for the hot reads on raw pg (lib/db/raw.ts). */
export function getPool(): pg.Pool {
  getDb();
  return globalForPrisma.nijiPool!;
}

export function getDb(): Client {
  globalForPrisma.nijiPrisma ??= createClient();
  return globalForPrisma.nijiPrisma;
}

/** The shared client, created on first use. */
export const db = new Proxy({} as Client, {
  get: (_target, prop) => {
    const client = getDb();
    const value = Reflect.get(client, prop);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export async function disconnectDb() {
  const pool = globalForPrisma.nijiPool;
  await globalForPrisma.nijiPrisma?.$disconnect();
  globalForPrisma.nijiPrisma = undefined;
  globalForPrisma.nijiPool = undefined;
  // the adapter does not end a pool it was handed
  if (pool && !pool.ended) await pool.end().catch(() => undefined);
}
