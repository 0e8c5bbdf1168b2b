import "server-only";
import { db } from "@/lib/data/db";
import { revokeLive } from "@/lib/data/realtime/hub";

/** Ends every session of the user: tokens carrying the old version stop working at once, and their live streams end on every instance. */
export async function endSessions(userId: string) {
  const { sessionVersion } = await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
  await revokeLive(userId, sessionVersion);
}
