// server-only, loaded outside Next too (scripts/user-reset-link.ts)
import { db } from "@/lib/data/db";
import { hashSecret, joinToken, newSecret, secretMatches, splitToken } from "@/lib/core/secret-token";
import type { AccountToken, AccountTokenKind, Prisma } from "@/lib/generated/prisma/client";

// The single-use links mailed to members (docs/decisions/accounts.md, "Confirmed addresses and reset").
// A link carries `<row id>.<secret>`; the row keeps only the secret's SHA-256, compared in constant time.

const HOUR = 60 * 60 * 1000;
export const CONFIRM_EMAIL_TTL_MS = 24 * HOUR;
export const CHANGE_EMAIL_TTL_MS = 24 * HOUR;
export const RESET_PASSWORD_TTL_MS = HOUR;

type Tx = Prisma.TransactionClient;

/** The same work issuing does (a secret and its hash), for a request that issues nothing: the answer's timing tells nothing. */
export function issueNothing(): void {
  hashSecret(newSecret());
}

async function issue(tx: Tx, userId: string, kind: AccountTokenKind, ttlMs: number, newEmail: string | null, now: Date) {
  // Only the newest link of a kind works: an older unused one is deleted, and used or expired rows of
  // any kind are cleared on the way. (Two issues at the same instant may both stay valid: each is still
  // single use, short-lived and mailed to the same inbox.)
  await tx.accountToken.deleteMany({ where: { userId, OR: [{ kind, usedAt: null }, { usedAt: { not: null } }, { expiresAt: { lte: now } }] } });
  const secret = newSecret();
  const row = await tx.accountToken.create({
    data: { userId, kind, secretHash: hashSecret(secret), newEmail, expiresAt: new Date(now.getTime() + ttlMs) },
    select: { id: true },
  });
  return joinToken(row.id, secret);
}

/** A new single-use token `<id>.<secret>` for the member, valid `ttlMs`; it replaces their older unused one of the same kind. */
export async function issueAccountToken(
  userId: string,
  kind: AccountTokenKind,
  ttlMs: number,
  options: { newEmail?: string; client?: Tx; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const newEmail = options.newEmail ?? null;
  if (options.client) return issue(options.client, userId, kind, ttlMs, newEmail, now);
  return db.$transaction((tx) => issue(tx, userId, kind, ttlMs, newEmail, now));
}

/**
 * Uses a token once: its row when the token is well formed, its secret matches, it is of `kind` (one
 * of them), unused and unexpired; else null. The conditional update lets only one of two concurrent
 * uses win. Pass the caller's transaction as `client` so the token is spent only if its effect commits.
 */
export async function consumeAccountToken(
  kind: AccountTokenKind | readonly AccountTokenKind[],
  token: unknown,
  options: { client?: Tx; now?: Date } = {},
): Promise<AccountToken | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const client = options.client ?? db;
  const now = options.now ?? new Date();
  const kinds: readonly AccountTokenKind[] = typeof kind === "string" ? [kind] : kind;
  const row = await client.accountToken.findUnique({ where: { id: parts.id } });
  if (!row) return null;
  const matches = secretMatches(parts.secret, row.secretHash);
  if (!matches || !kinds.includes(row.kind) || row.usedAt || row.expiresAt <= now) return null;
  const won = await client.accountToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return won.count === 1 ? { ...row, usedAt: now } : null;
}
