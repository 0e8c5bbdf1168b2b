import "server-only";
import { hashPassword } from "@/lib/core/password";
import { db } from "@/lib/data/db";
import { assertSelf } from "@/lib/domain/discreet/assert-self";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { checkCurrentPassword } from "@/lib/domain/discreet/check-current-password";
import { discreetSettingsSelect, toDiscreetSettings } from "@/lib/domain/discreet/discreet-response";
import type { SetPinBody } from "@/lib/contract/discreet/schemas";

/** PUT /api/users/{id}/pin: set or replace the lock PIN (stored as a bcrypt hash); wrong tries start over. */
export async function setPin(viewer: Viewer, userId: string, input: SetPinBody) {
  assertSelf(viewer, userId);
  await checkCurrentPassword(viewer, input.currentPassword);
  const pinHash = await hashPassword(input.pin);
  const row = await db.discreetSetting.upsert({
    where: { userId },
    create: { userId, pinHash },
    update: { pinHash, pinFailures: 0 },
    select: discreetSettingsSelect,
  });
  return toDiscreetSettings(row);
}
