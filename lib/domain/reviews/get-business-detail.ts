import "server-only";
import { notFound } from "@/lib/core/errors";
import type { BusinessDetail } from "@/lib/contract/businesses/types";
import { db } from "@/lib/data/db";
import { businessSelect, toBusiness } from "@/lib/domain/businesses/business-response";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { tagVotesFor } from "@/lib/domain/businesses/tag-votes";
import { reviewSelect, toReview } from "@/lib/domain/reviews/review-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** The business page: a listed business, its tags' votes and the viewer's own review; 404 when not listed. */
export async function getBusinessDetail(viewer: Viewer, id: string): Promise<BusinessDetail> {
  const row = await db.business.findUnique({ where: { id }, select: businessSelect });
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  const business = await toBusiness(viewer, row);
  const [tagVotes, mine] = await Promise.all([
    tagVotesFor(viewer, id, business.tags),
    db.businessReview.findUnique({ where: { businessId_authorId: { businessId: id, authorId: viewer.id } }, select: reviewSelect }),
  ]);
  return { ...business, tagVotes, myReview: mine ? toReview(mine) : null };
}
