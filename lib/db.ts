import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getEnv } from "@/lib/env";

const QUERY_EVENTS: [{ emit: "event"; level: "query" }] = [{ emit: "event", level: "query" }];

// One Prisma client per process. The password hash is omitted at the client level so no query
// can leak it (the discreet PIN hash likewise); the login and PIN services opt back in explicitly.
function createClient() {
  const env = getEnv();
  const adapter = new PrismaPg({
    connectionString: env.DATABASE_URL,
    max: env.NIJI_DB_POOL_MAX,
    connectionTimeoutMillis: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // NIJI_DB_QUERY_EVENTS=1 emits an event per SQL statement (tests count statements per request).
  const log = env.NIJI_DB_QUERY_EVENTS ? QUERY_EVENTS : [];
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true }, discreetSetting: { pinHash: true } }, log: log as typeof QUERY_EVENTS });
}

type Client = ReturnType<typeof createClient>;
const globalForPrisma = globalThis as unknown as { nijiPrisma?: Client };

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
  await globalForPrisma.nijiPrisma?.$disconnect();
  globalForPrisma.nijiPrisma = undefined;
}
