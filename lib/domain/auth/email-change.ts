import "server-only";
import { db } from "@/lib/data/db";
import type { SessionUser } from "@/lib/data/session";
import { accountLink } from "@/lib/domain/auth/account-link";
import { CHANGE_EMAIL_TTL_MS, issueAccountToken } from "@/lib/domain/auth/tokens";
import { queueAccountMail } from "@/lib/domain/mail/queue";

/**
 * Called by PUT /api/users/{me} once the profile update (and its password check) went through:
 * with mail on, a new address applies only once its link (24 h) is followed: the new address gets
 * the link, the old one a notice, and the change shows as `pendingEmail` meanwhile. The answer is the
 * same when the new address already has an account (no 409 that would tell): its link is made but
 * not mailed (its owner is not told either), and following one would fail anyway.
 */
export async function requestEmailChange(viewer: SessionUser, newEmail: string, origin: string): Promise<void> {
  const holder = await db.user.findUnique({ where: { email: newEmail }, select: { id: true } });
  await db.$transaction(async (tx) => {
    const token = await issueAccountToken(viewer.id, "change_email", CHANGE_EMAIL_TTL_MS, { newEmail, client: tx });
    if (!holder) await queueAccountMail(viewer.id, "email_change_confirm", { to: newEmail, client: tx, values: { link: accountLink(origin, "/confirm-email", token) } });
    await queueAccountMail(viewer.id, "email_change_notice", { client: tx });
  });
}
