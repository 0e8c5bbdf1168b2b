import "server-only";
import { notFound } from "@/lib/api/errors";
import type { BusinessDetail } from "@/lib/businesses/types";
import { db } from "@/lib/db";
import { businessSelect, toBusiness } from "@/lib/services/businesses/business-response";
import { BUSINESS_NOT_FOUND } from "@/lib/services/businesses/get-business";
import { tagVotesFor } from "@/lib/services/businesses/tag-votes";
import { reviewSelect, toReview } from "@/lib/services/reviews/review-response";
import type { Viewer } from "@/lib/services/safety/visibility";

/** The business page: a listed business, its tags' votes and the viewer's own review; 404 when not listed. */
export async function getBusinessDetail(viewer: Viewer, id: string): Promise<BusinessDetail> {
  const row = await db.business.findUnique({ where: { id }, select: businessSelect });
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  const business = await toBusiness(row, viewer);
  const [tagVotes, mine] = await Promise.all([
    tagVotesFor(viewer.id, id, business.tags),
    db.businessReview.findUnique({ where: { businessId_authorId: { businessId: id, authorId: viewer.id } }, select: reviewSelect }),
  ]);
  return { ...business, tagVotes, myReview: mine ? toReview(mine) : null };
}
