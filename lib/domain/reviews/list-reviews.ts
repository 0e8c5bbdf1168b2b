import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import type { BusinessReview } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/domain/posts/cursor";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { reviewSelect, toReview } from "@/lib/domain/reviews/review-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import type { ListReviewsQuery } from "@/lib/contract/reviews/schemas";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

export type ReviewsPage = { reviews: BusinessReview[]; nextCursor: string | null };

/**
 * A business's reviews, newest first, keyset-paged over (createdAt, id); reviews of members with a
 * block either way, and of suspended members (unless the viewer is an admin), are left out in the query.
 */
export async function listReviews(viewer: Viewer, businessId: string, query: ListReviewsQuery): Promise<ReviewsPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw badRequest(INVALID_CURSOR);
  const business = await db.business.findUnique({ where: { id: businessId }, select: { id: true } });
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  const rows = await db.businessReview.findMany({
    where: { AND: [{ businessId, author: visibleUserWhere(viewer) }, afterCursor(cursor), cursor ? { createdAt: { lte: cursor.createdAt } } : {}] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: reviewSelect,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { reviews: page.map(toReview), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}
