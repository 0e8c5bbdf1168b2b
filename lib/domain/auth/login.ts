import "server-only";
import { AppError, unauthorized } from "@/lib/core/errors";
import { verifyPassword } from "@/lib/core/password";
import { servedOverHttps } from "@/lib/core/net/public-url";
import { hashSecret, joinToken, newSecret, secretMatches, splitToken } from "@/lib/core/secret-token";
import { readCookie, sessionUserSelect } from "@/lib/data/session";
import { throttle } from "@/lib/data/throttle";
import { db } from "@/lib/data/db";
import { toPublicUser } from "@/lib/domain/users/user-response";
import { startSession } from "@/lib/domain/auth/sessions";
import { checkSecondFactor } from "@/lib/domain/auth/two-factor";
import type { LoginBody, LoginTwoFactorBody } from "@/lib/contract/auth/schemas";
import { serverText } from "@/lib/core/server-text";
import type { Locale } from "@/lib/core/i18n/locale";
import { mailConfigured } from "@/lib/core/env";

export const CHALLENGE_EXPIRED = serverText("challengeExpired");

/** The pending two-factor sign-in: `<LoginChallenge id>.<secret>`, only for /api/auth/login/2fa, 5 minutes. */
export const PENDING_COOKIE = "niji_pending_2fa";
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The fifth wrong code ends the pending sign-in. */
export const CHALLENGE_MAX_TRIES = 5;

const loginSelect = { ...sessionUserSelect, passwordHash: true, suspendedAt: true, locale: true, totpEnabledAt: true, emailConfirmedAt: true } as const;

const challengeExpired = () => new AppError("challenge_expired", CHALLENGE_EXPIRED);

export type LoginResult =
  | { twoFactorRequired: true; cookies: string[] }
  /** `suspended`: a restricted session, good only for /settings/account-status and an appeal */
  | { twoFactorRequired: false; user: ReturnType<typeof toPublicUser>; cookies: string[]; locale: Locale | null; suspended: boolean };

function pendingCookie(value: string, maxAgeSeconds: number) {
  const secure = servedOverHttps() ? "; Secure" : "";
  return `${PENDING_COOKIE}=${value}; Path=/api/auth/login; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** Clears the pending cookie (set along with the session cookie, and when a pending sign-in ends). */
export const clearedPendingCookie = () => pendingCookie("", 0);

async function signIn(user: { id: string; sessionVersion: number; locale: Locale | null }, row: Parameters<typeof toPublicUser>[1], req: Request, suspended: boolean): Promise<LoginResult> {
  const { cookies } = await startSession(user, req);
  return { twoFactorRequired: false, user: toPublicUser(row, row), cookies, locale: user.locale, suspended };
}

/**
 * Checks credentials (throttled per IP and per e-mail). Without two-factor sign-in it starts a
 * session; with it on, it starts a pending sign-in (a LoginChallenge row and its cookie) that
 * completeTwoFactorLogin finishes.
 */
export async function login(input: LoginBody, ip: string, req: Request): Promise<LoginResult> {
  await throttle("loginIp", ip);
  await throttle("loginEmail", input.email);
  const user = await db.user.findUnique({ where: { email: input.email }, select: loginSelect });
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(serverText("invalidCredentials"));
  // Only someone who knows the password learns of a suspension: they get a session that reaches their
  // account status and their appeal only (getStandingFromToken; every other door treats it as signed out).
  // An address awaiting confirmation (only made while mail is on) blocks sign-in only while mail is on,
  // so a confirmation link can still arrive; docs/decisions/accounts.md.
  if (!user.emailConfirmedAt && mailConfigured()) throw new AppError("email_unconfirmed", serverText("emailUnconfirmed"));
  const { passwordHash: _hash, suspendedAt: _suspended, locale, totpEnabledAt, emailConfirmedAt: _confirmed, ...sessionUser } = user;
  void [_hash, _suspended, _confirmed];
  if (totpEnabledAt) {
    const secret = newSecret();
    await db.loginChallenge.deleteMany({ where: { userId: user.id, expiresAt: { lt: new Date() } } });
    const challenge = await db.loginChallenge.create({
      data: { userId: user.id, secretHash: hashSecret(secret), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) },
      select: { id: true },
    });
    return { twoFactorRequired: true, cookies: [pendingCookie(joinToken(challenge.id, secret), CHALLENGE_TTL_MS / 1000)] };
  }
  return signIn({ ...sessionUser, locale }, sessionUser, req, user.suspendedAt !== null);
}

/**
 * POST /api/auth/login/2fa: the pending sign-in named by the cookie, finished with a code from the
 * app or one recovery code. A wrong one counts against the pending sign-in (the fifth ends it).
 */
export async function completeTwoFactorLogin(req: Request, input: LoginTwoFactorBody, ip: string): Promise<LoginResult> {
  await throttle("twoFactorIp", ip);
  const parts = splitToken(readCookie(req.headers.get("cookie"), PENDING_COOKIE));
  if (!parts) throw challengeExpired();
  const challenge = await db.loginChallenge.findUnique({ where: { id: parts.id } });
  if (!challenge || challenge.expiresAt.getTime() <= Date.now() || !secretMatches(parts.secret, challenge.secretHash)) throw challengeExpired();
  const accepted = await checkSecondFactor(challenge.userId, input);
  if (!accepted) {
    // counted in the row, so tries from several tabs or instances add up
    const counted = await db.loginChallenge.updateMany({ where: { id: challenge.id, attempts: { lt: CHALLENGE_MAX_TRIES - 1 } }, data: { attempts: { increment: 1 } } });
    if (counted.count === 1) throw new AppError("invalid_code", serverText("invalidCode"));
    await db.loginChallenge.deleteMany({ where: { id: challenge.id } });
    throw challengeExpired();
  }
  // single use: a second request with the same cookie finds no row
  const { count } = await db.loginChallenge.deleteMany({ where: { id: challenge.id } });
  if (count === 0) throw challengeExpired();
  const user = await db.user.findUnique({ where: { id: challenge.userId }, select: loginSelect });
  if (!user) throw challengeExpired();
  const { passwordHash: _hash, suspendedAt, locale, totpEnabledAt: _totp, emailConfirmedAt: _confirmed, ...sessionUser } = user;
  void [_hash, _totp, _confirmed];
  const result = await signIn({ ...sessionUser, locale }, sessionUser, req, suspendedAt !== null);
  return { ...result, cookies: [...result.cookies, clearedPendingCookie()] };
}
