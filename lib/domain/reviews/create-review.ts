import "server-only";
import { AppError } from "@/lib/core/errors";
import type { BusinessReview, RatingSummary } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import { lockBusiness, recomputeRating, REVIEW_TRANSACTION } from "@/lib/domain/businesses/rating";
import { reviewImagePath } from "@/lib/domain/reviews/review-image";
import { reviewSelect, toReview } from "@/lib/domain/reviews/review-response";
import type { Viewer } from "@/lib/domain/safety/visibility";
import type { CreateReviewBody } from "@/lib/contract/reviews/schemas";
import { serverText } from "@/lib/core/server-text";

export const ALREADY_REVIEWED = serverText("alreadyReviewed");

/** Adds the member's one review of a business and recomputes its rating in the same transaction. */
export async function createReview(
  viewer: Viewer,
  businessId: string,
  body: Omit<CreateReviewBody, "altText"> & { altText: string | null },
): Promise<BusinessReview & { business: RatingSummary }> {
  const imageUrl = body.imageUrl ? await reviewImagePath(viewer, body.imageUrl) : null;
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
