import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NOTIFICATION_TYPES } from "@/lib/contract/notifications/constants";
import { queueNoticePushes } from "@/lib/domain/push/queue";

type Decision =
  | { kind: "approved"; applicantId: string; applicationId: string; businessId: string; businessName: string; adminNotes: string | null }
  | { kind: "rejected"; applicantId: string; applicationId: string; businessName: string; adminNotes: string };

/** The row that tells an applicant about the decision; the screen renders its own text from type + data. */
function applicationDecisionNotification(decision: Decision): Prisma.NotificationUncheckedCreateInput {
  const { applicantId, applicationId, businessName, adminNotes } = decision;
  if (decision.kind === "approved") {
    return {
      userId: applicantId,
      type: NOTIFICATION_TYPES.applicationApproved,
      title: "Application Approved",
      body: `"${businessName}" has been added to PeerPicks.`,
      data: { applicationId, businessId: decision.businessId, businessName, adminNotes },
    };
  }
  return {
    userId: applicantId,
    type: NOTIFICATION_TYPES.applicationRejected,
    title: "Application Rejected",
    body: `"${businessName}" was not added to PeerPicks. Reason: ${adminNotes}`,
    data: { applicationId, businessName, adminNotes },
  };
}

/** Tells the applicant about the decision, in the deciding transaction: the notice and its push. */
export async function notifyApplicationDecision(tx: Prisma.TransactionClient, decision: Decision): Promise<void> {
  const notice = await tx.notification.create({ select: { id: true }, data: applicationDecisionNotification(decision) });
  await queueNoticePushes(tx, [notice.id]);
}
