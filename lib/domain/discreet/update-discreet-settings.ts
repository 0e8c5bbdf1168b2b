import "server-only";
import { db } from "@/lib/data/db";
import { assertSelf } from "@/lib/domain/discreet/assert-self";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { discreetSettingsSelect, toDiscreetSettings } from "@/lib/domain/discreet/discreet-response";
import type { UpdateDiscreetBody } from "@/lib/contract/discreet/schemas";

/** PUT /api/users/{id}/discreet: turn discreet mode on or off, choose the exit site and the lock delay. */
export async function updateDiscreetSettings(viewer: Viewer, userId: string, input: UpdateDiscreetBody) {
  assertSelf(viewer, userId);
  const row = await db.discreetSetting.upsert({
    where: { userId },
    create: { userId, ...input },
    update: input,
    select: discreetSettingsSelect,
  });
  return toDiscreetSettings(row);
}
