import "server-only";
import { randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { AppError, conflict, forbidden } from "@/lib/core/errors";
import { verifyPassword } from "@/lib/core/password";
import { seal, unseal } from "@/lib/core/seal";
import { hashSecret } from "@/lib/core/secret-token";
import { serverText } from "@/lib/core/server-text";
import { db } from "@/lib/data/db";
import { forgetSession, type SessionUser } from "@/lib/data/session";
import { throttle } from "@/lib/data/throttle";

// Two-factor sign-in with TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator
// app reads them). The secret is sealed at rest (lib/core/seal.ts); recovery codes are stored as
// SHA-256 only. docs/decisions/accounts.md, "Two-factor sign-in".

export const TOTP_PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;
const SEAL_PURPOSE = "totp";
/** The authenticator entry's name; with discreet mode on a neutral one (an entry reading "Niji" can out someone). */
export const TOTP_ISSUER = "Niji";
export const DISCREET_TOTP_ISSUER = "Account";
// no 0/o, 1/i/l: read from paper
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export const INVALID_CODE = serverText("invalidCode");
export const invalidCode = () => new AppError("invalid_code", INVALID_CODE);

/** The time step of `now` (ms). */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD);
}

/**
 * The time step a 6-digit code matches within one step either side of now and after `lastStep`
 * (a code is accepted once), else null.
 */
export async function matchTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): Promise<number | null> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_PERIOD,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => null);
  return result?.valid && "timeStep" in result ? result.timeStep : null;
}

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A recovery code as typed ("ABCD EFGH", "abcd-efgh") → its stored hash, or null when it cannot be one. */
export function recoveryCodeHash(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  if (plain.length !== 8 || [...plain].some((char) => !RECOVERY_ALPHABET.includes(char))) return null;
  return hashSecret(plain);
}

/**
 * Accepts a TOTP code once: stores its step as the last accepted unless a request racing this one
 * stored that step (or a later one) first. True when this call accepted it.
 */
async function acceptStep(userId: string, step: number): Promise<boolean> {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** Uses one of the member's unused recovery codes; true when the typed code was one. */
async function spendRecoveryCode(userId: string, typed: string): Promise<boolean> {
  const codeHash = recoveryCodeHash(typed);
  if (!codeHash) return false;
  const { count } = await db.recoveryCode.updateMany({ where: { userId, codeHash, usedAt: null }, data: { usedAt: new Date() } });
  return count === 1;
}

/** Checks a TOTP code (or, with `recovery`, a recovery code) of a member with 2FA on; true when accepted. */
export async function checkSecondFactor(userId: string, input: { code?: string; recoveryCode?: string }, options: { recovery?: boolean } = {}): Promise<boolean> {
  if (input.recoveryCode !== undefined) return spendRecoveryCode(userId, input.recoveryCode);
  const code = input.code ?? "";
  const row = await db.user.findUnique({ where: { id: userId }, select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true } });
  const secret = row?.totpSecret ? unseal(SEAL_PURPOSE, row.totpSecret) : null;
  if (!row?.totpEnabledAt || !secret) return false;
  const step = await matchTotp(secret, code, row.totpLastStep);
  if (step !== null) return acceptStep(userId, step);
  return options.recovery ? spendRecoveryCode(userId, code) : false;
}

async function discreetOn(userId: string): Promise<boolean> {
  const setting = await db.discreetSetting.findUnique({ where: { userId }, select: { enabled: true } });
  return setting?.enabled ?? false;
}

/** POST /api/auth/2fa/setup: a new secret (sealed, not yet on) and the otpauth:// address for the QR code. */
export async function setupTwoFactor(viewer: SessionUser) {
  if (viewer.twoFactorEnabled) throw conflict(serverText("twoFactorAlreadyOn"));
  const secret = generateSecret();
  const { count } = await db.user.updateMany({ where: { id: viewer.id, totpEnabledAt: null }, data: { totpSecret: seal(SEAL_PURPOSE, secret), totpLastStep: null } });
  if (count === 0) throw conflict(serverText("twoFactorAlreadyOn"));
  const issuer = (await discreetOn(viewer.id)) ? DISCREET_TOTP_ISSUER : TOTP_ISSUER;
  return { secret, otpauthUrl: generateURI({ issuer, label: viewer.email, secret }) };
}

/** POST /api/auth/2fa/enable: a right code from the app turns 2FA on; returns 10 new recovery codes (shown once). */
export async function enableTwoFactor(viewer: SessionUser, code: string, ip: string) {
  await throttle("twoFactorIp", ip);
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { totpSecret: true, totpEnabledAt: true, totpLastStep: true } });
  if (row?.totpEnabledAt) throw conflict(serverText("twoFactorAlreadyOn"));
  const secret = row?.totpSecret ? unseal(SEAL_PURPOSE, row.totpSecret) : null;
  if (!secret) throw new AppError("bad_request", serverText("twoFactorNotSetUp"));
  const step = await matchTotp(secret, code, row!.totpLastStep);
  if (step === null) throw invalidCode();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: viewer.id, totpEnabledAt: null, totpSecret: row!.totpSecret },
      data: { totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (count === 0) return false;
    await tx.recoveryCode.deleteMany({ where: { userId: viewer.id } });
    await tx.recoveryCode.createMany({ data: recoveryCodes.map((plain) => ({ userId: viewer.id, codeHash: recoveryCodeHash(plain)! })) });
    return true;
  });
  if (!enabled) throw conflict(serverText("twoFactorAlreadyOn"));
  forgetSession(viewer.id);
  return { recoveryCodes };
}

/** POST /api/auth/2fa/disable: the password and a current code (or an unused recovery code) turn 2FA off. */
export async function disableTwoFactor(viewer: SessionUser, input: { currentPassword: string; code: string }, ip: string) {
  await throttle("credentials", viewer.id);
  await throttle("twoFactorIp", ip);
  const row = await db.user.findUnique({ where: { id: viewer.id }, select: { passwordHash: true, totpEnabledAt: true } });
  if (!(await verifyPassword(input.currentPassword, row?.passwordHash))) throw forbidden(serverText("currentPasswordIncorrect"));
  if (!row?.totpEnabledAt) throw new AppError("bad_request", serverText("twoFactorOff"));
  if (!(await checkSecondFactor(viewer.id, { code: input.code }, { recovery: true }))) throw invalidCode();
  await db.$transaction([
    db.user.update({ where: { id: viewer.id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null } }),
    db.recoveryCode.deleteMany({ where: { userId: viewer.id } }),
    db.loginChallenge.deleteMany({ where: { userId: viewer.id } }),
  ]);
  forgetSession(viewer.id);
  return { disabled: true as const };
}
