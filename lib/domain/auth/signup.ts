import "server-only";
import { conflict } from "@/lib/core/errors";
import { hashPassword } from "@/lib/core/password";
import { throttle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { isUniqueViolation, prismaErrorMeta } from "@/lib/data/db/prisma-error";
import { publicUserSelect, toPublicUser } from "@/lib/domain/users/user-response";
import { pickUsername } from "@/lib/domain/users/pick-username";
import { accountLink } from "@/lib/domain/auth/account-link";
import { CONFIRM_EMAIL_TTL_MS, issueAccountToken, issueNothing } from "@/lib/domain/auth/tokens";
import { queueAccountMail } from "@/lib/domain/mail/queue";
import type { SignupBody } from "@/lib/contract/auth/schemas";
import type { Locale } from "@/lib/core/i18n/locale";
import { serverText } from "@/lib/core/server-text";

const EMAIL_TAKEN = serverText("emailTaken");

function uniqueTarget(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  return prismaErrorMeta(error) + String((error as Error).message ?? "");
}

/**
 * Without mail: creates the account and returns the spec's User. `locale`: the language this browser
 * already chose (landing page switcher), kept as the account's choice. The address counts as
 * confirmed: nothing could prove it, and the account must stay able to sign in if mail is turned on later.
 */
export async function signup(input: SignupBody, ip: string, locale: Locale | null = null) {
  // Strict per-IP limit: the 409 below tells whether an e-mail has an account (docs/decisions/hardening.md).
  await throttle("signupIp", ip);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  // Two sign-ups with the same first name can race for a username: pick again on a clash.
  for (let attempt = 0; ; attempt++) {
    try {
      const user = await db.user.create({
        data: { email: input.email, passwordHash, username: await pickUsername(input.firstName), firstName: input.firstName, lastName: input.lastName, locale, emailConfirmedAt: new Date() },
        select: publicUserSelect,
      });
      return toPublicUser(user, user);
    } catch (error) {
      const target = uniqueTarget(error);
      if (target === null) throw error;
      if (target.includes("email") || attempt >= 3) throw conflict(EMAIL_TAKEN);
    }
  }
}

/** Someone tried to sign up with a registered address: its owner hears of it (sign in, or reset the password). */
async function mailOwner(userId: string, origin: string) {
  issueNothing(); // the new-address path makes a token: the same work here
  await queueAccountMail(userId, "signup_attempt", { values: { link: accountLink(origin, "/login") } });
}

/**
 * With mail: the caller answers the same whatever happens here, so nothing tells whether the address
 * had an account. Both paths hash the password, pick a username and make a token's secret; a new
 * address gets an unconfirmed account and a confirmation link (24 h), a registered one a notice to its owner.
 */
export async function signupWithConfirmation(input: SignupBody, ip: string, locale: Locale | null, origin: string): Promise<void> {
  await throttle("signupIp", ip);
  await throttle("signupEmail", input.email);
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    const username = await pickUsername(input.firstName);
    const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) return mailOwner(existing.id, origin);
    try {
      await db.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { email: input.email, passwordHash, username, firstName: input.firstName, lastName: input.lastName, locale, emailConfirmedAt: null },
          select: { id: true },
        });
        const token = await issueAccountToken(user.id, "confirm_email", CONFIRM_EMAIL_TTL_MS, { client: tx });
        await queueAccountMail(user.id, "confirm_email", { client: tx, values: { link: accountLink(origin, "/confirm-email", token) } });
      });
      return;
    } catch (error) {
      // the address registered meanwhile: the next round finds it and mails its owner; a username clash picks again
      if (uniqueTarget(error) === null || attempt >= 3) throw error;
    }
  }
}
