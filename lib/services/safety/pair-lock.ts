import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

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
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${pairLockKey(a, b).toString()}::bigint)`;
}

/**
 * Locks the pairs of `owner` with each of `others` in one statement, in key order: two
 * transactions locking overlapping sets take the shared locks in the same order, so they cannot deadlock.
 */
export async function lockPairs(tx: Tx, owner: string, others: string[]): Promise<void> {
  const keys = [...new Set(others.map((other) => pairLockKey(owner, other).toString()))];
  if (keys.length === 0) return;
  await tx.$executeRaw`SELECT count(pg_advisory_xact_lock(k)) FROM (SELECT unnest(${keys}::text[])::bigint AS k ORDER BY 1) s`;
}

/** A burst of changes to one pair queues on its lock rather than failing after Prisma's default 2 s wait. */
export const PAIR_TRANSACTION = { maxWait: 10_000, timeout: 10_000 } as const;
