import "server-only";
import { notFound } from "@/lib/core/errors";
import { verifyPassword } from "@/lib/core/password";
import { db } from "@/lib/data/db";
import { PIN_MAX_TRIES } from "@/lib/contract/discreet/types";
import { endSessions } from "@/lib/domain/auth/logout";
import { assertSelf } from "@/lib/domain/discreet/assert-self";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { PIN_PATTERN, type VerifyPinBody } from "@/lib/contract/discreet/schemas";
import { serverText } from "@/lib/core/server-text";

export const NO_PIN = serverText("noPin");

export type PinCheck = { ok: true } | { ok: false; triesLeft: number; signedOut: boolean };

/**
 * POST /api/users/{id}/pin/verify: the lock screen's PIN. A right PIN clears the wrong tries; each
 * wrong one is counted on the server (an atomic increment, so parallel guesses count too) and the
 * fifth ends every session of the member, as logout does, and starts the count over.
 */
export async function verifyPin(viewer: Viewer, userId: string, input: VerifyPinBody): Promise<PinCheck> {
  assertSelf(viewer, userId);
  const row = await db.discreetSetting.findUnique({ where: { userId }, select: { pinHash: true } });
  if (!row?.pinHash) throw notFound(NO_PIN);
  // a malformed PIN is a wrong try, not a free one
  if (PIN_PATTERN.test(input.pin) && (await verifyPassword(input.pin, row.pinHash))) {
    await db.discreetSetting.update({ where: { userId }, data: { pinFailures: 0 }, select: { userId: true } });
    return { ok: true };
  }
  const { pinFailures } = await db.discreetSetting.update({
    where: { userId },
    data: { pinFailures: { increment: 1 } },
    select: { pinFailures: true },
  });
  if (pinFailures < PIN_MAX_TRIES) return { ok: false, triesLeft: PIN_MAX_TRIES - pinFailures, signedOut: false };
  await endSessions(viewer);
  await db.discreetSetting.update({ where: { userId }, data: { pinFailures: 0 }, select: { userId: true } });
  return { ok: false, triesLeft: 0, signedOut: true };
}
