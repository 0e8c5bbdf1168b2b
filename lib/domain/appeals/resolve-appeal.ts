import "server-only";
import { ADMIN_ONLY, AppError, conflict, forbidden, notFound } from "@/lib/core/errors";
import { serverText } from "@/lib/core/server-text";
import { db } from "@/lib/data/db";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { forgetSession } from "@/lib/data/session";
import type { ResolveAppealBody } from "@/lib/contract/appeals/schemas";
import { appealAcceptedNotification, appealRejectedNotification } from "@/lib/domain/notifications/moderation-notifications";
import { purgeRemovedMedia, restoreRemoved, type RemovedContent } from "@/lib/domain/moderation/removed-content";
import { queueNoticePushes } from "@/lib/domain/push/queue";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const APPEAL_NOT_FOUND = serverText("appealNotFound");
export const APPEAL_ALREADY_RESOLVED = serverText("appealAlreadyResolved");
export const OWN_DECISION = serverText("ownDecision");

export type ResolvedAppeal = { id: string; status: "accepted" | "rejected"; contentRestored: boolean | null; unsuspended: boolean };

/**
 * POST /api/admin/appeals/{id}/resolve: an admin other than the one who decided (403 own_decision)
 * accepts (the content is put back, the strike taken off, the suspension the decision made lifted) or
 * rejects with a reason (the kept media are deleted). The member is told either way; the audit log
 * records it; all in one transaction, the restore under a savepoint.
 */
export async function resolveAppeal(viewer: Viewer, appealId: string, body: ResolveAppealBody, now = new Date()): Promise<ResolvedAppeal> {
  if (!viewer.isAdmin) throw forbidden(ADMIN_ONLY);
  const result = await db.$transaction(async (tx) => {
    const appeal = await tx.appeal.findUnique({
      where: { id: appealId },
      select: {
        id: true,
        status: true,
        decision: { select: { id: true, userId: true, decidedById: true, action: true, targetType: true, targetId: true, strike: true, suspended: true, content: true } },
      },
    });
    if (!appeal) throw notFound(APPEAL_NOT_FOUND);
    const decision = appeal.decision;
    // a second pair of eyes: neither the admin who decided nor the member it fell on (an admin's content can be removed too)
    if (decision.decidedById === viewer.id || decision.userId === viewer.id) throw new AppError("own_decision", OWN_DECISION);
    const accept = body.action === "accept";
    const reason = accept ? null : body.reason!;
    // the claim: a second admin (or a second click) finds it resolved
    const { count } = await tx.appeal.updateMany({
      where: { id: appeal.id, status: "open" },
      data: { status: accept ? "accepted" : "rejected", resolvedById: viewer.id, resolvedAt: now, resolutionReason: reason },
    });
    if (count === 0) throw conflict(APPEAL_ALREADY_RESOLVED);
    const content = decision.content as RemovedContent | null;
    const userId = decision.userId;

    if (!accept) {
      const notice = appealRejectedNotification(userId, { decisionId: decision.id, reason: reason! });
      await queueNoticePushes(tx, [(await tx.notification.create({ data: notice, select: { id: true } })).id]);
      await writeAudit(tx, { actorId: viewer.id, action: AUDIT_ACTIONS.rejectAppeal, targetType: "appeal", targetId: appeal.id, details: { decisionId: decision.id, userId, reason } });
      return { id: appeal.id, status: "rejected" as const, contentRestored: null, unsuspended: false, purge: content, userId };
    }

    const contentRestored = content ? await restoreRemoved(tx, content, now) : false;
    await tx.appeal.update({ where: { id: appeal.id }, data: { contentRestored: content ? contentRestored : null }, select: { id: true } });
    await tx.moderationDecision.update({ where: { id: decision.id }, data: { reversedAt: now }, select: { id: true } });
    if (decision.strike) await tx.user.updateMany({ where: { id: userId, strikeCount: { gt: 0 } }, data: { strikeCount: { decrement: 1 } } });
    // the suspension this decision made; one lifted meanwhile (by an admin) stays lifted
    const unsuspended = decision.suspended ? (await tx.user.updateMany({ where: { id: userId, suspendedAt: { not: null } }, data: { suspendedAt: null, suspensionReason: null } })).count > 0 : false;
    const notice = appealAcceptedNotification(userId, { decisionId: decision.id, targetType: decision.targetType, contentRestored, unsuspended });
    await queueNoticePushes(tx, [(await tx.notification.create({ data: notice, select: { id: true } })).id]);
    await writeAudit(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.acceptAppeal,
      targetType: "appeal",
      targetId: appeal.id,
      details: { decisionId: decision.id, userId, targetType: decision.targetType, targetId: decision.targetId, contentRestored, strikeRemoved: decision.strike, unsuspended },
    });
    if (unsuspended) {
      await writeAudit(tx, { actorId: viewer.id, action: AUDIT_ACTIONS.unsuspendUser, targetType: "user", targetId: userId, details: { appealId: appeal.id, decisionId: decision.id } });
    }
    return { id: appeal.id, status: "accepted" as const, contentRestored: content ? contentRestored : null, unsuspended, purge: content && !contentRestored ? content : null, userId };
  });
  // the member's session rows carry suspendedAt: this process forgets its copies (others within 1 s)
  if (result.unsuspended) forgetSession(result.userId);
  // media of content that will not come back leave storage after the commit, best effort
  if (result.purge) {
    await purgeRemovedMedia(result.purge, result.userId);
    await db.moderationDecision.updateMany({ where: { appeal: { id: result.id } }, data: { mediaPurgedAt: new Date() } });
  }
  return { id: result.id, status: result.status, contentRestored: result.contentRestored, unsuspended: result.unsuspended };
}
