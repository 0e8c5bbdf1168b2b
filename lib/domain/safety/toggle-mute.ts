import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { MuteState } from "@/lib/contract/safety/types";
import { activeMuteWhere, USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

/**
 * Mutes the target for `durationSeconds` (null = until unmuted), or unmutes when a mute is in
 * force. An expired mute counts as none: muting again replaces it. The muted member is not told.
 */
export async function toggleMute(viewer: Viewer, targetId: string, durationSeconds: number | null, now = new Date()): Promise<MuteState> {
  if (viewer.id === targetId) throw badRequest(serverText("cannotMuteSelf"));
  const target = await db.user.findUnique({ where: { id: targetId }, select: { id: true } });
  if (!target) throw notFound(USER_NOT_FOUND);
  const key = { muterId: viewer.id, mutedId: targetId };
  const removed = await db.mute.deleteMany({ where: { ...key, ...activeMuteWhere(now) } });
  if (removed.count > 0) return { muted: false, until: null };
  const until = durationSeconds === null ? null : new Date(now.getTime() + durationSeconds * 1000);
  await db.mute.upsert({
    where: { muterId_mutedId: key },
    create: { ...key, until },
    update: { until, createdAt: now },
  });
  return { muted: true, until: until?.toISOString() ?? null };
}
