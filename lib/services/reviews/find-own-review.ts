import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export const REVIEW_NOT_FOUND = "Review not found";
export const NOT_YOUR_REVIEW = "You can only change your own reviews";

/**
 * Reads the review inside the transaction and checks the actor may change it: its author, or an
 * admin when `adminMay` (deletion). 404 when missing, 403 for someone else's.
 */
export async function findReviewForChange(tx: Prisma.TransactionClient, actor: { id: string; isAdmin?: boolean }, id: string, adminMay: boolean) {
  const row = await tx.businessReview.findUnique({ where: { id }, select: { id: true, businessId: true, authorId: true, imageUrl: true } });
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  if (row.authorId !== actor.id && !(adminMay && actor.isAdmin)) throw forbidden(NOT_YOUR_REVIEW);
  return row;
}
