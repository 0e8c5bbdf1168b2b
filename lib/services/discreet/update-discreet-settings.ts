import "server-only";
import { db } from "@/lib/db";
import { assertSelf } from "@/lib/services/discreet/assert-self";
import { discreetSettingsSelect, toDiscreetSettings } from "@/lib/services/discreet/discreet-response";
import type { UpdateDiscreetBody } from "@/lib/validations/discreet";

/** PUT /api/users/{id}/discreet: turn discreet mode on or off, choose the exit site and the lock delay. */
export async function updateDiscreetSettings(actor: { id: string }, userId: string, input: UpdateDiscreetBody) {
  assertSelf(actor, userId);
  const row = await db.discreetSetting.upsert({
    where: { userId },
    create: { userId, ...input },
    update: input,
    select: discreetSettingsSelect,
  });
  return toDiscreetSettings(row);
}
