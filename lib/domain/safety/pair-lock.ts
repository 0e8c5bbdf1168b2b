import "server-only";
import { createHash } from "node:crypto";
import { unavailable } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/**
 * How long a change waits for a pair's lock: under the server's 3 s statement_timeout (lib/data/db.ts), so
 * a pair held that long answers a clean 503 (Retry-After) from here, never a cancelled statement.
 */
export const PAIR_LOCK_TIMEOUT_MS = 2_000;
const LOCK_NOT_AVAILABLE = "55P03"; // PostgreSQL: lock_timeout passed

type Loose = { code?: unknown; originalCode?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };

/** Whether the error is PostgreSQL's lock_timeout, as Prisma and its pg adapter wrap it. */
export function isLockTimeout(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as Loose;
  if (e.code === LOCK_NOT_AVAILABLE || e.originalCode === LOCK_NOT_AVAILABLE) return true;
  return isLockTimeout(e.meta?.driverAdapterError, depth + 1) || isLockTimeout(e.cause, depth + 1);
}

/**
 * Runs the lock statement with its wait bounded: a lock timeout answers 503, as a busy database does.
 * The bound is for the pair's lock alone (lock_timeout is set around it, then back to the default):
 * a row lock the transaction waits for later stays under the statement timeout (503 too).
 */
async function bounded(tx: Tx, lock: () => Promise<unknown>): Promise<void> {
  await tx.$queryRaw`SELECT set_config('lock_timeout', ${`${PAIR_LOCK_TIMEOUT_MS}ms`}, true)`;
  try {
    await lock();
  } catch (error) {
    throw isLockTimeout(error) ? unavailable() : error;
  }
  await tx.$executeRaw`SET LOCAL lock_timeout = DEFAULT`;
}

/**
 * The advisory-lock key of an unordered pair of members: the first 8 bytes of SHA-256 over the
 * sorted ids, as a signed 64-bit integer. A collision only makes two unrelated pairs wait for each other.
 */
export function pairLockKey(a: string, b: string): bigint {
  const [first, second] = [a, b].sort() as [string, string];
  return createHash("sha256").update(`relation:${first}:${second}`).digest().readBigInt64BE(0);
}

/**
 * Serializes every change to the relation between two members (block, follow, follow request,
 * accepting a request) for the rest of the transaction: pg_advisory_xact_lock on the pair, released
 * at commit or rollback. Whoever comes second sees what the first committed, so a follow can never
 * be created beside a block (docs/decisions/safety.md, "Live streams and the block/follow race").
 */
export async function lockPair(tx: Tx, a: string, b: string): Promise<void> {
  await bounded(tx, () => tx.$executeRaw`SELECT pg_advisory_xact_lock(${pairLockKey(a, b).toString()}::bigint)`);
}

/**
 * Locks the pairs of `owner` with each of `others` in one statement, in key order: two
 * transactions locking overlapping sets take the shared locks in the same order, so they cannot deadlock.
 */
export async function lockPairs(tx: Tx, owner: string, others: string[]): Promise<void> {
  const keys = [...new Set(others.map((other) => pairLockKey(owner, other).toString()))];
  if (keys.length === 0) return;
  await bounded(tx, () => tx.$executeRaw`SELECT count(pg_advisory_xact_lock(k)) FROM (SELECT unnest(${keys}::text[])::bigint AS k ORDER BY 1) s`);
}

/**
 * The pair transactions' own bounds, none tighter than the pool's (lib/data/db.ts): `maxWait` (for a
 * connection) is the one-connection PGlite's 15 s, so on a server the pool's 2 s acquire timeout
 * decides (503); `timeout` (the whole transaction) leaves the 2 s lock wait (PAIR_LOCK_TIMEOUT_MS,
 * 503) and the few short statements after it room, and is still under the 5 s a request may cost.
 */
export const PAIR_TRANSACTION = { maxWait: 15_000, timeout: 5_000 } as const;
