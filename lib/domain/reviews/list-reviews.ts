import "server-only";
import { notFound } from "@/lib/core/errors";
import type { BusinessReview } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { reviewSelect, toReview } from "@/lib/domain/reviews/review-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import type { ListReviewsQuery } from "@/lib/contract/reviews/schemas";

export type ReviewsPage = { reviews: BusinessReview[]; nextCursor: string | null };

/**
 * A business's reviews, newest first, keyset-paged over (createdAt, id); reviews of members with a
 * block either way, and of suspended members (unless the viewer is an admin), are left out in the query.
 */
export async function listReviews(viewer: Viewer, businessId: string, query: ListReviewsQuery): Promise<ReviewsPage> {
  const keyset = keysetQuery(newestFirst(), readCursor(query.cursor), query.limit);
  const business = await db.business.findUnique({ where: { id: businessId }, select: { id: true } });
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  const rows = await db.businessReview.findMany({
    where: { AND: [{ businessId, author: visibleUserWhere(viewer) }, keyset.where] },
    orderBy: keyset.orderBy,
    take: keyset.take,
    select: reviewSelect,
  });
  const { items, nextCursor } = keysetPage(rows, query.limit, newestFirst());
  return { reviews: items.map(toReview), nextCursor };
}
