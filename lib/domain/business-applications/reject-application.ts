import "server-only";
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { notifyApplicationDecision } from "@/lib/domain/notifications/application-decision-notification";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import { businessApplicationSelect, toBusinessApplication } from "@/lib/domain/business-applications/business-application-response";
import { APPLICATIONS_ADMIN_ONLY, claimPending } from "@/lib/domain/business-applications/claim-pending";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Reject with a reason: the applicant is notified with it, in the same transaction. */
export async function rejectApplication(viewer: Viewer, id: string, reason: string): Promise<BusinessApplication> {
  if (!viewer.isAdmin) throw forbidden(APPLICATIONS_ADMIN_ONLY);
  await db.$transaction(async (tx) => {
    const app = await claimPending(viewer, tx, id, "rejected", reason);
    // An applicant who deleted their account has no one left to tell.
    if (app.applicantId) await notifyApplicationDecision(tx, {
      kind: "rejected",
      applicantId: app.applicantId,
      applicationId: app.id,
      businessName: app.name,
      adminNotes: reason,
    });
    await writeAudit(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.rejectApplication,
      targetType: "application",
      targetId: app.id,
      details: { businessName: app.name, adminNotes: reason },
    });
  });
  return toBusinessApplication(await db.businessApplication.findUniqueOrThrow({ where: { id }, select: businessApplicationSelect }));
}
