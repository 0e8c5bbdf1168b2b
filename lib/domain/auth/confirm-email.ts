import "server-only";
import { AppError } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { throttle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import { forgetSession } from "@/lib/data/session";
import { accountLink } from "@/lib/domain/auth/account-link";
import { CONFIRM_EMAIL_TTL_MS, consumeAccountToken, issueAccountToken, issueNothing } from "@/lib/domain/auth/tokens";
import { queueAccountMail } from "@/lib/domain/mail/queue";

export const INVALID_TOKEN = serverText("invalidToken");
/** A mailed link that is forged, used, expired or superseded: one answer for all. */
export const invalidToken = () => new AppError("invalid_token", INVALID_TOKEN);

const CONFIRMABLE = ["confirm_email", "change_email"] as const;

/**
 * Follows a confirmation link: a sign-up's confirms the address; an address change's makes the new
 * address the account's (if it is still free: else the link is invalid) and voids reset links mailed
 * to the old one. Nothing more is mailed (the old address was told when the change was asked for).
 */
export async function confirmEmail(token: string, ip: string, now = new Date()): Promise<void> {
  await throttle("accountTokenIp", ip);
  let userId: string | null;
  try {
    userId = await db.$transaction(async (tx) => {
      const row = await consumeAccountToken(CONFIRMABLE, token, { client: tx, now });
      if (!row) return null;
      if (row.kind === "confirm_email") {
        await tx.user.updateMany({ where: { id: row.userId, emailConfirmedAt: null }, data: { emailConfirmedAt: now } });
        return row.userId;
      }
      if (!row.newEmail) return null;
      const holder = await tx.user.findUnique({ where: { email: row.newEmail }, select: { id: true } });
      if (holder && holder.id !== row.userId) return null;
      await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail, emailConfirmedAt: now } });
      await tx.accountToken.updateMany({ where: { userId: row.userId, kind: "reset_password", usedAt: null }, data: { usedAt: now } });
      return row.userId;
    });
  } catch (error) {
    // the new address was registered between the check and the update: the change can no longer happen
    if (isUniqueViolation(error)) throw invalidToken();
    throw error;
  }
  if (!userId) throw invalidToken();
  forgetSession(userId);
}

/**
 * Sends a fresh confirmation link when the address belongs to an account awaiting confirmation; the
 * caller answers the same otherwise. Throttled per IP and per address (each call may send a mail).
 */
export async function resendConfirmation(email: string, ip: string, origin: string): Promise<void> {
  await throttle("confirmResendIp", ip);
  await throttle("confirmResendEmail", email);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailConfirmedAt: true } });
  if (!user || user.emailConfirmedAt) {
    issueNothing();
    return;
  }
  await db.$transaction(async (tx) => {
    const token = await issueAccountToken(user.id, "confirm_email", CONFIRM_EMAIL_TTL_MS, { client: tx });
    await queueAccountMail(user.id, "confirm_email", { client: tx, values: { link: accountLink(origin, "/confirm-email", token) } });
  });
}
