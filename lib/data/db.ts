// server-only, loaded outside Next too
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { getEnv, type Env } from "@/lib/core/env";
import { log } from "@/lib/core/log";

const QUERY_EVENTS: [{ emit: "event"; level: "query" }] = [{ emit: "event", level: "query" }];

/** What the database may cost a request before it answers 503 (docs/decisions/safety.md, "HTTP edges"). */
export type PoolSettings = Pick<Env, "DATABASE_URL" | "NIJI_DB_POOL_MAX" | "NIJI_DB_STATEMENT_TIMEOUT_MS" | "NIJI_DB_ACQUIRE_TIMEOUT_MS">;
export type LongWorkSettings = PoolSettings & Pick<Env, "NIJI_DB_LONG_STATEMENT_TIMEOUT_MS">;

// The client-side watch on a statement waits this much longer than the server's own statement_timeout,
// so a live server cancels first (a clean error, the connection stays usable); the watch only fires
// when the server stopped answering altogether (stopped, hung, cut off), which no server-side setting sees.
const SERVER_FIRST_MS = 500;
const STATEMENT_MS = 3_000;
// waiting for a connection plus the statement's client-side limit stay within the 5 s:
// 1 + 3 + 0.5 = 4.5 s at most
const ACQUIRE_MS = 1_000;
// On a one-connection pool (the embedded PGlite) every request queues behind the one before it, and
// PostgreSQL runs single-threaded in WebAssembly in the same machine's Node: there a long wait is the
// normal case under load, not a sign of a hung database, and a cancelled statement cannot be taken
// back (pglite-socket ignores cancel requests). Its own rule: 15 s for both. It is keyed on the pool
// size, not on the database: a real PostgreSQL given NIJI_DB_POOL_MAX=1 gets 15 s too (docs/deploy.md).
const ONE_CONNECTION_MS = 15_000;
// The long-work client (longWorkDb): work that cannot be cut into statements of a request's size
// (account deletion: one user row whose cascades reach everything the member made) gets a minute.
const LONG_WORK_MS = 60_000;

/**
 * The pg pool's settings. Three timeouts bound what a database that stops answering can cost a
 * request: `statement_timeout` (the server cancels a statement after NIJI_DB_STATEMENT_TIMEOUT_MS, 3 s),
 * `query_timeout` (the client gives up 0.5 s later: a stopped server cancels nothing) and
 * `connectionTimeoutMillis` (waiting for a pool connection, or connecting a new one: 1 s). Each ends
 * in an error that lib/data/db/unavailable.ts maps to 503, so a request answers within 4.5 s (1 + 3.5).
 */
export function poolConfig(env: PoolSettings): pg.PoolConfig {
  const max = env.NIJI_DB_POOL_MAX;
  const statement = env.NIJI_DB_STATEMENT_TIMEOUT_MS ?? (max === 1 ? ONE_CONNECTION_MS : STATEMENT_MS);
  return {
    connectionString: env.DATABASE_URL,
    max,
    connectionTimeoutMillis: env.NIJI_DB_ACQUIRE_TIMEOUT_MS ?? (max === 1 ? ONE_CONNECTION_MS : ACQUIRE_MS),
    statement_timeout: statement,
    query_timeout: statement + SERVER_FIRST_MS,
    idleTimeoutMillis: 30_000,
    // two stay open through quiet spells: a new connection plans its first statements against cold
    // catalog caches (~50 ms for a feed page instead of ~4), which the first visit after a pause paid
    min: Math.min(2, max),
    allowExitOnIdle: true, // idle connections never hold a script's process open
    Client: BoundedClient,
  };
}

/**
 * The long-work pool: one connection (min 0: nothing stays open for it), statements may run
 * NIJI_DB_LONG_STATEMENT_TIMEOUT_MS (60 s), the client-side watch 0.5 s later as above; waiting
 * for its connection costs what it costs the request pool.
 */
export function longWorkPoolConfig(env: LongWorkSettings): pg.PoolConfig {
  const request = poolConfig(env);
  const statement = env.NIJI_DB_LONG_STATEMENT_TIMEOUT_MS ?? LONG_WORK_MS;
  return { ...request, max: 1, min: 0, statement_timeout: statement, query_timeout: statement + SERVER_FIRST_MS };
}

const READ_TIMEOUT = "Query read timeout"; // pg's error when query_timeout passes
const STATEMENT_CANCELLED = "57014"; // the server cancelled the statement (statement_timeout)
const STATEMENT_CHARS = 120;

function statementText(query: unknown): string {
  if (typeof query === "string") return query;
  if (typeof query === "object" && query !== null && typeof (query as { text?: unknown }).text === "string") return (query as { text: string }).text;
  return "";
}

/**
 * pg's query_timeout answers the caller but leaves the connection waiting on the silent server, so
 * whatever is sent on it next waits too: a transaction's ROLLBACK (Prisma sends one after the error)
 * would cost a second timeout. This client closes its connection the moment a statement times out:
 * what is queued on it fails at once, the pool drops it, and a new connection is made when needed.
 */
class BoundedClient extends pg.Client {
  // one signature for pg's overloads: a callback last (how pg's pool calls it) or a promise (the adapter)
  override query(...args: unknown[]): never {
    const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, result: unknown) => {
        this.afterError(error, args[0]);
        callback(error, result);
      };
      return query.apply(this, args) as never;
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch((error: unknown) => this.afterError(error, args[0]));
    return result as never;
  }

  private afterError(error: unknown, query: unknown) {
    if (!(error instanceof Error)) return;
    // a live server that cancelled a slow statement: the member gets 503 like an outage, but this is a
    // query to look at, so it is logged on its own with the statement's beginning (no parameters)
    if ((error as { code?: unknown }).code === STATEMENT_CANCELLED) {
      log().warn({ code: STATEMENT_CANCELLED, statement: statementText(query).replace(/\s+/g, " ").slice(0, STATEMENT_CHARS) }, "statement cancelled by statement_timeout");
      return;
    }
    if (error.message !== READ_TIMEOUT) return;
    (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

// One Prisma client per process. The password hash is omitted at the client level so no query
// can leak it (the discreet PIN hash likewise); the login and PIN services opt back in explicitly.
// A post's media list is the post statement's copy of its PostMedia (select-posts.ts, kept by
// triggers): no Prisma read needs it.
// The pg pool is ours (not built inside the adapter) so metrics can read its usage.
const OMIT = { user: { passwordHash: true }, discreetSetting: { pinHash: true }, post: { mediaList: true } } as const;

function createClient() {
  const env = getEnv();
  const pool = new pg.Pool(poolConfig(env));
  globalForPrisma.nijiPool = pool;
  const adapter = new PrismaPg(pool);
  // NIJI_DB_QUERY_EVENTS=1 emits an event per SQL statement (tests count statements per request).
  const log = env.NIJI_DB_QUERY_EVENTS ? QUERY_EVENTS : [];
  return new PrismaClient({ adapter, omit: OMIT, log: log as typeof QUERY_EVENTS });
}

type Client = ReturnType<typeof createClient>;
const globalForPrisma = globalThis as unknown as { nijiPrisma?: Client; nijiPool?: pg.Pool; nijiLongWork?: { client: Client; pool: pg.Pool } };

/**
 * The long-work client: the same schema and omissions as `db`, on its own one-connection pool whose
 * statements may run 60 s (longWorkPoolConfig). Only for work that a request's 3 s limit would roll
 * back every time however often it is retried: account deletion (docs/decisions/operations.md,
 * "Long work"). Everything else uses `db`, and batches (the purges) rather than coming here.
 */
export function longWorkDb(): Client {
  if (!globalForPrisma.nijiLongWork) {
    const env = getEnv();
    const pool = new pg.Pool(longWorkPoolConfig(env));
    const client: Client = new PrismaClient({ adapter: new PrismaPg(pool), omit: OMIT, log: [] as unknown as typeof QUERY_EVENTS });
    globalForPrisma.nijiLongWork = { client, pool };
    return client;
  }
  return globalForPrisma.nijiLongWork.client;
}

/**
 * A transaction on the long-work client: each statement may run the long limit, and so may the
 * transaction as a whole (Prisma's own default is 5 s). Its first statement states the limit again
 * with SET LOCAL: the embedded PGlite ignores the startup parameter (and SET LOCAL, unlike SET, cannot
 * reach the one session its connections share beyond this transaction).
 */
export async function longWorkTransaction<T>(fn: (tx: Prisma.TransactionClient) => Promise<T>, options: { maxWait?: number } = {}): Promise<T> {
  const limit = getEnv().NIJI_DB_LONG_STATEMENT_TIMEOUT_MS ?? LONG_WORK_MS;
  return longWorkDb().$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${Number(limit)}`);
      return fn(tx);
    },
    { maxWait: options.maxWait, timeout: limit },
  );
}

/** Connections of this process's pool: total, idle, and requests waiting for one (metrics). */
export function poolUsage() {
  const pool = globalForPrisma.nijiPool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 0 } : null;
}

/** This process's pg pool (the one the Prisma client uses), for the hot reads on raw pg (lib/data/db/raw.ts). */
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
  const longWork = globalForPrisma.nijiLongWork;
  globalForPrisma.nijiLongWork = undefined;
  if (longWork) {
    await longWork.client.$disconnect();
    if (!longWork.pool.ended) await longWork.pool.end().catch(() => undefined);
  }
  const pool = globalForPrisma.nijiPool;
  await globalForPrisma.nijiPrisma?.$disconnect();
  globalForPrisma.nijiPrisma = undefined;
  globalForPrisma.nijiPool = undefined;
  // the adapter does not end a pool it was handed
  if (pool && !pool.ended) await pool.end().catch(() => undefined);
}
