import "server-only";
import { db } from "@/lib/data/db";
import { revokeLive } from "@/lib/data/realtime/hub";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Ends every session of the viewer: tokens carrying the old version stop working at once, the
 * member's list of signed-in devices empties, and their live streams end on every instance.
 */
export async function endSessions(viewer: Viewer) {
  const [{ sessionVersion }] = await db.$transaction([
    db.user.update({ where: { id: viewer.id }, data: { sessionVersion: { increment: 1 } }, select: { sessionVersion: true } }),
    db.session.deleteMany({ where: { userId: viewer.id } }),
  ]);
  await revokeLive(viewer.id, sessionVersion);
}
