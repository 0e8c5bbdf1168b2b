import "server-only";
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { AUDIT_ACTIONS, writeAudit } from "@/lib/data/audit";
import { notifyApplicationDecision } from "@/lib/domain/notifications/application-decision-notification";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import { businessApplicationSelect, toBusinessApplication } from "@/lib/domain/business-applications/business-application-response";
import { APPLICATIONS_ADMIN_ONLY, claimPending } from "@/lib/domain/business-applications/claim-pending";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Approve: in one transaction mark it approved, list the business (owner = applicant) and notify the applicant. */
export async function approveApplication(viewer: Viewer, id: string, adminNotes: string | null | undefined): Promise<BusinessApplication> {
  if (!viewer.isAdmin) throw forbidden(APPLICATIONS_ADMIN_ONLY);
  const notes = adminNotes ? adminNotes : null;
  await db.$transaction(async (tx) => {
    const app = await claimPending(viewer, tx, id, "approved", notes);
    const business = await tx.business.create({
      data: {
        name: app.name,
        description: app.description,
        businessType: app.businessType,
        address: app.address,
        city: app.city,
        phoneNumber: app.phoneNumber,
        website: app.website,
        email: app.email,
        imageUrl: app.imageUrl,
        googleMapsUrl: app.googleMapsUrl,
        tags: app.tags,
        ownerId: app.applicantId,
        applicationId: app.id,
      },
      select: { id: true },
    });
    // An applicant who deleted their account has no one left to tell.
    if (app.applicantId) await notifyApplicationDecision(tx, {
      kind: "approved",
      applicantId: app.applicantId,
      applicationId: app.id,
      businessId: business.id,
      businessName: app.name,
      adminNotes: notes,
    });
    await writeAudit(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.approveApplication,
      targetType: "application",
      targetId: app.id,
      details: { businessId: business.id, businessName: app.name, adminNotes: notes },
    });
  });
  return toBusinessApplication(await db.businessApplication.findUniqueOrThrow({ where: { id }, select: businessApplicationSelect }));
}
