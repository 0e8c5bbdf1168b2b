import "server-only";
import { db } from "@/lib/data/db";
import { assertSelf } from "@/lib/domain/discreet/assert-self";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { checkCurrentPassword } from "@/lib/domain/discreet/check-current-password";
import { discreetSettingsSelect, toDiscreetSettings } from "@/lib/domain/discreet/discreet-response";
import type { RemovePinBody } from "@/lib/contract/discreet/schemas";

/** DELETE /api/users/{id}/pin: remove the lock PIN (the app no longer locks in the background). */
export async function removePin(viewer: Viewer, userId: string, input: RemovePinBody) {
  assertSelf(viewer, userId);
  await checkCurrentPassword(viewer, input.currentPassword);
  const row = await db.discreetSetting.upsert({
    where: { userId },
    create: { userId },
    update: { pinHash: null, pinFailures: 0 },
    select: discreetSettingsSelect,
  });
  return toDiscreetSettings(row);
}
