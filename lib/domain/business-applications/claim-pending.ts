import "server-only";
import { conflict, notFound } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";

export const APPLICATION_NOT_FOUND = serverText("applicationNotFound");
export const APPLICATIONS_ADMIN_ONLY = serverText("adminsReviewApplications");
export const ALREADY_DECIDED = serverText("applicationReviewed");

type Tx = Prisma.TransactionClient;

/**
 * The viewer (an admin) moves a pending application to its decision inside `tx`. The status guard
 * in the where clause makes a second (or concurrent) decision touch nothing: 409, or 404 when the id is unknown.
 */
export async function claimPending(
  viewer: Viewer,
  tx: Tx,
  id: string,
  status: "approved" | "rejected",
  adminNotes: string | null,
) {
  const { count } = await tx.businessApplication.updateMany({
    where: { id, status: "pending" },
    data: { status, adminNotes, reviewedById: viewer.id, reviewedAt: new Date() },
  });
  if (count === 0) {
    const exists = await tx.businessApplication.findUnique({ where: { id }, select: { id: true } });
    throw exists ? conflict(ALREADY_DECIDED) : notFound(APPLICATION_NOT_FOUND);
  }
  return tx.businessApplication.findUniqueOrThrow({ where: { id } });
}
