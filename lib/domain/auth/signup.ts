import "server-only";
import { conflict } from "@/lib/core/errors";
import { hashPassword } from "@/lib/core/password";
import { throttle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { isUniqueViolation, prismaErrorMeta } from "@/lib/data/db/prisma-error";
import { toPublicUser } from "@/lib/domain/users/user-response";
import { pickUsername } from "@/lib/domain/users/pick-username";
import type { SignupBody } from "@/lib/contract/auth/schemas";
import type { Locale } from "@/lib/core/i18n/locale";
import { serverText } from "@/lib/core/server-text";

const EMAIL_TAKEN = serverText("emailTaken");

function uniqueTarget(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  return prismaErrorMeta(error) + String((error as Error).message ?? "");
}

/** `locale`: the language this browser already chose (landing page switcher), kept as the account's choice. */
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
        data: { email: input.email, passwordHash, username: await pickUsername(input.firstName), firstName: input.firstName, lastName: input.lastName, locale },
      });
      return toPublicUser(user, user);
    } catch (error) {
      const target = uniqueTarget(error);
      if (target === null) throw error;
      if (target.includes("email") || attempt >= 3) throw conflict(EMAIL_TAKEN);
    }
  }
}
