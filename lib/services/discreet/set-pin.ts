import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { assertSelf } from "@/lib/services/discreet/assert-self";
import { checkCurrentPassword } from "@/lib/services/discreet/check-current-password";
import { discreetSettingsSelect, toDiscreetSettings } from "@/lib/services/discreet/discreet-response";
import type { SetPinBody } from "@/lib/validations/discreet";

/** PUT /api/users/{id}/pin: set or replace the lock PIN (stored as a bcrypt hash); wrong tries start over. */
export async function setPin(actor: { id: string }, userId: string, input: SetPinBody) {
  assertSelf(actor, userId);
  await checkCurrentPassword(userId, input.currentPassword);
  const pinHash = await hashPassword(input.pin);
  const row = await db.discreetSetting.upsert({
    where: { userId },
    create: { userId, pinHash },
    update: { pinHash, pinFailures: 0 },
    select: discreetSettingsSelect,
  });
  return toDiscreetSettings(row);
}
