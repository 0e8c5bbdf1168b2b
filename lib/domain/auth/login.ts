import "server-only";
import { AppError, unauthorized } from "@/lib/core/errors";
import { verifyPassword } from "@/lib/core/password";
import { createSessionToken, forgetSession } from "@/lib/data/session";
import { throttle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { toPublicUser } from "@/lib/domain/users/user-response";
import type { LoginBody } from "@/lib/contract/auth/schemas";
import { serverText } from "@/lib/core/server-text";

export const ACCOUNT_SUSPENDED = serverText("accountSuspended");

/** Checks credentials (throttled per IP and per e-mail) and returns the user with a session token and their chosen language. */
export async function login(input: LoginBody, ip: string) {
  await throttle("loginIp", ip);
  await throttle("loginEmail", input.email);
  const user = await db.user.findUnique({ where: { email: input.email }, omit: { passwordHash: false } });
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(serverText("invalidCredentials"));
  // Only someone who knows the password learns of a suspension.
  if (user.suspendedAt) throw new AppError("account_suspended", ACCOUNT_SUSPENDED);
  const { passwordHash: _hash, ...safe } = user;
  void _hash;
  const { locale, ...sessionUser } = safe;
  const token = await createSessionToken(sessionUser);
  forgetSession(user.id); // the new session starts from the row just read, not from an older copy
  return { user: toPublicUser(sessionUser, sessionUser), token, locale };
}
