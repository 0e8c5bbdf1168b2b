import "server-only";
import type { BusinessReview, RatingSummary } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { findReviewForChange } from "@/lib/domain/reviews/find-own-review";
import { lockBusiness, recomputeRating, REVIEW_TRANSACTION } from "@/lib/domain/businesses/rating";
import { reviewImagePath } from "@/lib/domain/reviews/review-image";
import { reviewSelect, toReview } from "@/lib/domain/reviews/review-response";
import { deleteStoredMedia } from "@/lib/domain/uploads/delete-stored-media";
import type { Viewer } from "@/lib/domain/safety/visibility";
import type { UpdateReviewBody } from "@/lib/contract/reviews/schemas";
import { log } from "@/lib/core/log";

/**
 * The author edits their review (rating, text, photo) and the rating is recomputed. imageUrl absent
 * keeps the photo, null removes it, a new registered path replaces it; a replaced photo is deleted after commit.
 */
export async function updateReview(
  viewer: Viewer,
  id: string,
  body: Omit<UpdateReviewBody, "altText"> & { altText: string | null },
): Promise<BusinessReview & { business: RatingSummary }> {
  // only the actor's own review matters here: anyone else's answers 404 or 403 below, whatever the body says
  const current = await db.businessReview.findFirst({ where: { id, authorId: viewer.id }, select: { businessId: true, imageUrl: true } });
  const nextImage = body.imageUrl === undefined ? undefined : body.imageUrl === null ? null : body.imageUrl === current?.imageUrl ? current.imageUrl : await reviewImagePath(viewer, body.imageUrl);
  const { review, replaced } = await db.$transaction(async (tx) => {
    if (current) await lockBusiness(tx, current.businessId);
    const row = await findReviewForChange(viewer, tx, id, false);
    const imageUrl = nextImage === undefined ? row.imageUrl : nextImage;
    const updated = await tx.businessReview.update({
      where: { id },
      data: { rating: body.rating, content: body.content, imageUrl, altText: imageUrl ? body.altText : null },
      select: reviewSelect,
    });
    const business = await recomputeRating(tx, row.businessId);
    return { review: { ...toReview(updated), business }, replaced: row.imageUrl !== imageUrl ? row.imageUrl : null };
  }, REVIEW_TRANSACTION);
  if (replaced) await deleteStoredMedia([{ ownerId: viewer.id, url: replaced }]).catch((error: unknown) => log().error({ err: error }, "media cleanup failed"));
  return review;
}
