import "server-only";
import { forgetSession } from "@/lib/auth/session";
import { db } from "@/lib/db";

/** Ends every session of the user: tokens carrying the old version stop working at once. */
export async function endSessions(userId: string) {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } });
  forgetSession(userId);
}
