import "server-only";
import type { RatingSummary } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { findReviewForChange } from "@/lib/domain/reviews/find-own-review";
import { lockBusiness, recomputeRating, REVIEW_TRANSACTION } from "@/lib/domain/businesses/rating";
import { deleteStoredMedia } from "@/lib/domain/uploads/delete-stored-media";
import { log } from "@/lib/core/log";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Deletes a review (its author, or an admin) and recomputes the business's rating in the same
 * transaction; the photo is deleted after commit, best effort.
 */
export async function deleteReview(viewer: Viewer, id: string): Promise<RatingSummary> {
  const current = await db.businessReview.findUnique({ where: { id }, select: { businessId: true } });
  const { summary, removed } = await db.$transaction(async (tx) => {
    if (current) await lockBusiness(tx, current.businessId);
    const row = await findReviewForChange(viewer, tx, id, true);
    await tx.businessReview.delete({ where: { id } });
    return { summary: await recomputeRating(tx, row.businessId), removed: row };
  }, REVIEW_TRANSACTION);
  if (removed.imageUrl) {
    await deleteStoredMedia([{ ownerId: removed.authorId, url: removed.imageUrl }]).catch((error: unknown) => log().error({ err: error }, "media cleanup failed"));
  }
  return summary;
}
