import "server-only";
import { ADMIN_ONLY, badRequest, conflict, forbidden, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { revokeLive } from "@/lib/data/realtime/hub";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { removeAndKeep, type RemovedContent, type RemovedKind } from "@/lib/domain/moderation/removed-content";
import { queueNoticePushes } from "@/lib/domain/push/queue";
import {
  accountSuspendedNotification,
  contentRemovedNotification,
  reportResolvedNotification,
} from "@/lib/domain/notifications/moderation-notifications";
import type { ReportTargetType, ResolveReportBody } from "@/lib/contract/safety/schemas";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const REPORT_NOT_FOUND = serverText("reportNotFound");
export const REPORT_ALREADY_RESOLVED = serverText("reportAlreadyResolved");
export const CANNOT_REMOVE_CONVERSATION = serverText("cannotRemoveConversation");
export const CANNOT_REMOVE_USER = serverText("cannotRemoveUser");
export const NOBODY_TO_SUSPEND = serverText("nobodyToSuspend");
export const CANNOT_SUSPEND_ADMIN = serverText("cannotSuspendAdmin");

/**
 * Resolves a report and every other open report on the same target: dismiss, remove the content
 * (a strike for its author) or remove it and suspend its author (sessions end at once). Reporters
 * and the reported member are notified and the audit log records it, in one transaction.
 */
export async function resolveReport(viewer: Viewer, reportId: string, body: ResolveReportBody) {
  if (!viewer.isAdmin) throw forbidden(ADMIN_ONLY);
  const { action } = body;
  const notes = body.notes ? body.notes : null;
  const report = await db.report.findUnique({
    where: { id: reportId },
    select: { id: true, status: true, targetType: true, targetId: true, targetUserId: true, reason: true },
  });
  if (!report) throw notFound(REPORT_NOT_FOUND);
  if (report.status !== "open") throw conflict(REPORT_ALREADY_RESOLVED);
  const type = report.targetType as ReportTargetType;
  if (action === "remove" && type === "user") throw badRequest(CANNOT_REMOVE_USER);
  if (action === "remove" && type === "conversation") throw badRequest(CANNOT_REMOVE_CONVERSATION);
  if (action === "suspend") {
    const target = report.targetUserId
      ? await db.user.findUnique({ where: { id: report.targetUserId }, select: { id: true, isAdmin: true } })
      : null;
    if (!target) throw badRequest(NOBODY_TO_SUSPEND);
    if (target.isAdmin || target.id === viewer.id) throw forbidden(CANNOT_SUSPEND_ADMIN);
  }

  // Content goes first, so a failure never leaves a report saying "removed" over content still up;
  // what it was is kept on the decision for the member's account status and an appeal.
  const content: RemovedContent | null = action !== "dismiss" && type !== "user" && type !== "conversation" ? await removeAndKeep(type as RemovedKind, report.targetId) : null;
  const removed = content !== null;
  const now = new Date();

  const { closed, revokedBelow } = await db.$transaction(async (tx) => {
    const open = await tx.report.findMany({
      where: { targetType: report.targetType, targetId: report.targetId, status: "open" },
      select: { id: true, reporterId: true },
    });
    if (!open.some((r) => r.id === report.id)) throw conflict(REPORT_ALREADY_RESOLVED);
    const ids = open.map((r) => r.id);
    const { count } = await tx.report.updateMany({
      where: { id: { in: ids }, status: "open" },
      data: { status: "resolved", action, resolutionNotes: notes, resolvedById: viewer.id, resolvedAt: now },
    });
    if (count !== ids.length) throw conflict(REPORT_ALREADY_RESOLVED);

    const userId = report.targetUserId;
    if (removed && userId) await tx.user.update({ where: { id: userId }, data: { strikeCount: { increment: 1 } } });
    // the session version the suspension stored, for the live revocation after the commit
    let revokedBelow: number | null = null;
    if (action === "suspend" && userId) {
      const [row] = await tx.user.updateManyAndReturn({
        where: { id: userId, suspendedAt: null },
        data: { suspendedAt: now, suspensionReason: notes ?? report.reason, sessionVersion: { increment: 1 } },
        select: { sessionVersion: true },
      });
      revokedBelow = row?.sessionVersion ?? null;
    }
    const suspended = revokedBelow !== null;
    // the decision the member sees on /settings/account-status and may appeal once
    if (userId && (removed || suspended)) {
      await tx.moderationDecision.create({
        data: {
          userId,
          decidedById: viewer.id,
          reportId: report.id,
          action,
          targetType: type,
          targetId: report.targetId,
          reason: report.reason,
          notes,
          strike: removed,
          suspended,
          content: content ?? undefined,
        },
        select: { id: true },
      });
    }

    const reporters = [...new Set(open.map((r) => r.reporterId).filter((id): id is string => Boolean(id)))];
    const rows = reporters.map((reporterId) => reportResolvedNotification(reporterId, { id: report.id, targetType: type, action }));
    if (userId && suspended) rows.push(accountSuspendedNotification(userId, { reason: report.reason, notes }));
    else if (userId && removed) rows.push(contentRemovedNotification(userId, { targetType: type, reason: report.reason, notes }));
    if (rows.length) await queueNoticePushes(tx, (await tx.notification.createManyAndReturn({ data: rows, select: { id: true } })).map((row) => row.id));

    await writeAudit(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.resolveReport,
      targetType: type,
      targetId: report.targetId,
      details: { reportId: report.id, action, notes, reason: report.reason, closedReports: ids, contentRemoved: removed, targetUserId: userId },
    });
    if (suspended && userId) {
      await writeAudit(tx, {
        actorId: viewer.id,
        action: AUDIT_ACTIONS.suspendUser,
        targetType: "user",
        targetId: userId,
        details: { reportId: report.id, reason: notes ?? report.reason },
      });
    }
    return { closed: ids.length, revokedBelow };
  });
  // the suspended member's open streams end on every instance (suspension bumped the session version),
  // and the cached copies of their session row are forgotten
  if (revokedBelow !== null && report.targetUserId) await revokeLive(report.targetUserId, revokedBelow);
  return { id: report.id, status: "resolved" as const, action, closedReports: closed };
}
