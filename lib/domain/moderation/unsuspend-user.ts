import "server-only";
import { ADMIN_ONLY, conflict, forbidden, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const NOT_SUSPENDED = serverText("notSuspended");

/** Lifts a suspension: the member may sign in again and their content shows again. */
export async function unsuspendUser(viewer: Viewer, userId: string) {
  if (!viewer.isAdmin) throw forbidden(ADMIN_ONLY);
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, suspendedAt: true, suspensionReason: true } });
    if (!user) throw notFound(USER_NOT_FOUND);
    const { count } = await tx.user.updateMany({ where: { id: userId, suspendedAt: { not: null } }, data: { suspendedAt: null, suspensionReason: null } });
    if (count === 0) throw conflict(NOT_SUSPENDED);
    await writeAudit(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.unsuspendUser,
      targetType: "user",
      targetId: userId,
      details: { suspendedAt: user.suspendedAt?.toISOString() ?? null, suspensionReason: user.suspensionReason },
    });
    return { id: userId, suspended: false };
  });
}
