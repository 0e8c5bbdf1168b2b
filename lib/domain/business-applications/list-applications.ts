import "server-only";
import { forbidden } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListApplicationsQuery } from "@/lib/contract/businesses/schemas";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import { businessApplicationSelect, toBusinessApplication } from "@/lib/domain/business-applications/business-application-response";
import { APPLICATIONS_ADMIN_ONLY } from "@/lib/domain/business-applications/claim-pending";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const MAX_APPLICATIONS = 200;

/** Admins see every application (scope all, the default for them); members only their own. */
export async function listApplications(viewer: Viewer, query: ListApplicationsQuery): Promise<BusinessApplication[]> {
  const scope = query.scope ?? (viewer.isAdmin ? "all" : "mine");
  if (scope === "all" && !viewer.isAdmin) throw forbidden(APPLICATIONS_ADMIN_ONLY);
  const where: Prisma.BusinessApplicationWhereInput = {};
  if (scope === "mine") where.applicantId = viewer.id;
  if (query.status && query.status !== "all") where.status = query.status;
  const rows = await db.businessApplication.findMany({
    where,
    select: businessApplicationSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_APPLICATIONS,
  });
  return rows.map(toBusinessApplication);
}
