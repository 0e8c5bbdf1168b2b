import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { requireOwn } from "@/lib/domain/safety/hidden";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const REVIEW_NOT_FOUND = serverText("reviewNotFound");
export const NOT_YOUR_REVIEW = serverText("notYourReview");

/**
 * Reads the review inside the transaction and checks the viewer may change it: its author, or an
 * admin when `adminMay` (deletion, of any review: a member who blocks a moderator cannot shield it).
 * 404 when missing or hidden from the viewer (its author blocked them or they blocked its author, or
 * the author is suspended: the rule of listReviews), 403 for someone else's review they can see.
 */
export async function findReviewForChange(viewer: Viewer, tx: Prisma.TransactionClient, id: string, adminMay: boolean) {
  const asAdmin = adminMay && Boolean(viewer.isAdmin);
  const row = await tx.businessReview.findFirst({
    where: asAdmin ? { id } : { id, author: visibleUserWhere(viewer) },
    select: { id: true, businessId: true, authorId: true, imageUrl: true },
  });
  return requireOwn(viewer, row, (r) => r.authorId, { missing: REVIEW_NOT_FOUND, notYours: NOT_YOUR_REVIEW, adminMay: asAdmin });
}
