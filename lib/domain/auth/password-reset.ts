import "server-only";
import { hashPassword } from "@/lib/core/password";
import { throttle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { accountLink } from "@/lib/domain/auth/account-link";
import { invalidToken } from "@/lib/domain/auth/confirm-email";
import { endSessions } from "@/lib/domain/auth/logout";
import { consumeAccountToken, issueAccountToken, issueNothing, RESET_PASSWORD_TTL_MS } from "@/lib/domain/auth/tokens";
import { queueAccountMail } from "@/lib/domain/mail/queue";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A one-time reset link (1 h) for the member; the older unused one stops working. */
export async function resetLinkFor(userId: string, origin: string, client?: Prisma.TransactionClient): Promise<string> {
  const token = await issueAccountToken(userId, "reset_password", RESET_PASSWORD_TTL_MS, { client });
  return accountLink(origin, "/reset-password", token);
}

/**
 * Mails a reset link when the address has an account. The caller answers the same either way, and
 * an unknown address costs the same work but the two inserts: one lookup, a secret and its hash.
 */
export async function requestPasswordReset(email: string, ip: string, origin: string): Promise<void> {
  await throttle("passwordResetIp", ip);
  await throttle("passwordResetEmail", email);
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    issueNothing();
    return;
  }
  await db.$transaction(async (tx) => {
    const link = await resetLinkFor(user.id, origin, tx);
    await queueAccountMail(user.id, "password_reset", { client: tx, values: { link } });
  });
}

/**
 * Follows a reset link: the new password, the address counted as confirmed (the mail reached it), a
 * notice queued, all in one transaction with the token's use; then every session ends. The member
 * signs in afterwards (two-factor sign-in, when on, still applies).
 */
export async function confirmPasswordReset(token: string, password: string, ip: string, now = new Date()): Promise<void> {
  await throttle("accountTokenIp", ip);
  const passwordHash = await hashPassword(password);
  const userId = await db.$transaction(async (tx) => {
    const row = await consumeAccountToken("reset_password", token, { client: tx, now });
    if (!row) return null;
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.user.updateMany({ where: { id: row.userId, emailConfirmedAt: null }, data: { emailConfirmedAt: now } });
    await queueAccountMail(row.userId, "password_changed", { client: tx });
    return row.userId;
  });
  if (!userId) throw invalidToken();
  await endSessions({ id: userId });
}
