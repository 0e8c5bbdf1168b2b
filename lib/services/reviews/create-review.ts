import "server-only";
import { AppError } from "@/lib/api/errors";
import type { BusinessReview, RatingSummary } from "@/lib/businesses/types";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/prisma-error";
import { lockBusiness, recomputeRating, REVIEW_TRANSACTION } from "@/lib/services/reviews/rating";
import { reviewImagePath } from "@/lib/services/reviews/review-image";
import { reviewSelect, toReview } from "@/lib/services/reviews/review-response";
import type { Viewer } from "@/lib/services/safety/visibility";
import type { CreateReviewBody } from "@/lib/validations/reviews";

export const ALREADY_REVIEWED = "You have already reviewed this business";

/** Adds the member's one review of a business and recomputes its rating in the same transaction. */
export async function createReview(
  viewer: Viewer,
  businessId: string,
  body: Omit<CreateReviewBody, "altText"> & { altText: string | null },
): Promise<BusinessReview & { business: RatingSummary }> {
  const imageUrl = body.imageUrl ? await reviewImagePath(viewer.id, body.imageUrl) : null;
  try {
    return await db.$transaction(async (tx) => {
      await lockBusiness(tx, businessId);
      const row = await tx.businessReview.create({
        data: { businessId, authorId: viewer.id, rating: body.rating, content: body.content, imageUrl, altText: imageUrl ? body.altText : null },
        select: reviewSelect,
      });
      const business = await recomputeRating(tx, businessId);
      return { ...toReview(row), business };
    }, REVIEW_TRANSACTION);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("already_reviewed", ALREADY_REVIEWED);
    throw error;
  }
}
