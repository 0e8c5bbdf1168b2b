import "server-only";
import { db } from "@/lib/data/db";
import { assertSelf } from "@/lib/domain/discreet/assert-self";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { discreetSettingsSelect, toDiscreetSettings } from "@/lib/domain/discreet/discreet-response";

/** GET /api/users/{id}/discreet: the member's own discreet-mode settings (defaults when never set). */
export async function getDiscreetSettings(viewer: Viewer, userId: string = viewer.id) {
  assertSelf(viewer, userId);
  const row = await db.discreetSetting.findUnique({ where: { userId }, select: discreetSettingsSelect });
  return toDiscreetSettings(row);
}
