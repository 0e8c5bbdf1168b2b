import "server-only";
import { PUSH_KINDS, type PushKind } from "@/lib/contract/push/constants";
import type { UpdatePushPreferencesBody } from "@/lib/contract/push/schemas";
import type { PushPreferences } from "@/lib/contract/push/types";
import { db } from "@/lib/data/db";
import { minutesOf, quietHoursOf } from "@/lib/domain/push/quiet-hours";
import type { Viewer } from "@/lib/domain/safety/visibility";

// A member's push switches (no PushSetting row: every kind on, previews shown, no quiet hours).

type SettingRow = Record<PushKind, boolean> & { hidePreviews: boolean; quietStart: number | null; quietEnd: number | null };

function toPreferences(row: SettingRow | null, subscribed: number): PushPreferences {
  const kinds = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, row ? row[kind] : true])) as Record<PushKind, boolean>;
  return { kinds, hidePreviews: row?.hidePreviews ?? false, quietHours: row ? quietHoursOf(row.quietStart, row.quietEnd) : null, subscribed };
}

/** GET /api/push/preferences */
export async function getPushPreferences(viewer: Viewer): Promise<PushPreferences> {
  const [row, subscribed] = await Promise.all([
    db.pushSetting.findUnique({ where: { userId: viewer.id } }),
    db.pushSubscription.count({ where: { userId: viewer.id } }),
  ]);
  return toPreferences(row, subscribed);
}

/** PUT /api/push/preferences: saves every switch at once. */
export async function updatePushPreferences(viewer: Viewer, body: UpdatePushPreferencesBody): Promise<PushPreferences> {
  const fields = {
    ...body.kinds,
    hidePreviews: body.hidePreviews,
    quietStart: body.quietHours ? minutesOf(body.quietHours.start) : null,
    quietEnd: body.quietHours ? minutesOf(body.quietHours.end) : null,
  };
  const [row, subscribed] = await Promise.all([
    db.pushSetting.upsert({ where: { userId: viewer.id }, create: { userId: viewer.id, ...fields }, update: fields }),
    db.pushSubscription.count({ where: { userId: viewer.id } }),
  ]);
  return toPreferences(row, subscribed);
}
