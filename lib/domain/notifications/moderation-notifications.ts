import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NOTIFICATION_TYPES } from "@/lib/contract/notifications/constants";
import type { ReportAction } from "@/lib/contract/safety/schemas";

// Rows for moderation outcomes; the screen renders its own text from type + data. Neither side
// learns the other's identity: the reporter isn't told who wrote removed content, and the
// reported member is never told who reported them.

const REASON_LABELS: Record<string, string> = {
  harassment: "harassment or bullying",
  hate: "hate speech",
  outing: "outing: sharing someone's identity or location without consent",
  spam: "spam or scams",
  nudity: "nudity or sexual content",
  violence: "violence or threats",
  self_harm: "self-harm",
  impersonation: "impersonation",
  other: "other",
};
const reasonLabel = (reason: string) => REASON_LABELS[reason] ?? reason;

/** To a reporter whose report was closed. */
export function reportResolvedNotification(reporterId: string, report: { id: string; targetType: string; action: ReportAction }): Prisma.NotificationUncheckedCreateInput {
  const outcome =
    report.action === "dismiss"
      ? "We reviewed it and found it doesn't go against our Community Guidelines."
      : report.action === "remove"
        ? `We removed the ${report.targetType} you reported.`
        : `We removed what you reported and suspended the account responsible.`;
  return {
    userId: reporterId,
    type: NOTIFICATION_TYPES.reportResolved,
    title: "Your report was reviewed",
    body: `Thanks for letting us know. ${outcome}`,
    data: { reportId: report.id, targetType: report.targetType, action: report.action },
  };
}

/** To the member whose content a moderator removed. */
export function contentRemovedNotification(userId: string, info: { targetType: string; reason: string; notes: string | null }): Prisma.NotificationUncheckedCreateInput {
  return {
    userId,
    type: NOTIFICATION_TYPES.contentRemoved,
    title: "Your content was removed",
    body: `Your ${info.targetType} was removed for going against our Community Guidelines (${reasonLabel(info.reason)}).${info.notes ? ` ${info.notes}` : ""}`,
    data: { targetType: info.targetType, reason: info.reason, notes: info.notes },
  };
}

/** To the member a moderator suspended. */
export function accountSuspendedNotification(userId: string, info: { reason: string; notes: string | null }): Prisma.NotificationUncheckedCreateInput {
  return {
    userId,
    type: NOTIFICATION_TYPES.accountSuspended,
    title: "Your account was suspended",
    body: `Your account was suspended for going against our Community Guidelines (${reasonLabel(info.reason)}).${info.notes ? ` ${info.notes}` : ""}`,
    data: { reason: info.reason, notes: info.notes },
  };
}

/** To a member whose appeal was accepted: the decision is reversed. */
export function appealAcceptedNotification(userId: string, info: { decisionId: string; targetType: string; contentRestored: boolean; unsuspended: boolean }): Prisma.NotificationUncheckedCreateInput {
  const restored = info.contentRestored ? ` Your ${info.targetType} is back.` : "";
  const lifted = info.unsuspended ? " Your suspension has been lifted." : "";
  return {
    userId,
    type: NOTIFICATION_TYPES.appealAccepted,
    title: "Your appeal was accepted",
    body: `We reviewed your appeal and reversed our decision.${restored}${lifted}`,
    data: { decisionId: info.decisionId, targetType: info.targetType, contentRestored: info.contentRestored, unsuspended: info.unsuspended },
  };
}

/** To a member whose appeal was rejected, with the admin's reason. */
export function appealRejectedNotification(userId: string, info: { decisionId: string; reason: string }): Prisma.NotificationUncheckedCreateInput {
  return {
    userId,
    type: NOTIFICATION_TYPES.appealRejected,
    title: "Your appeal was not accepted",
    body: `We reviewed your appeal and the decision stands. ${info.reason}`,
    data: { decisionId: info.decisionId, reason: info.reason },
  };
}
