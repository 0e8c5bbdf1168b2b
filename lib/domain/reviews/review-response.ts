import "server-only";
import type { BusinessReview } from "@/lib/contract/businesses/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

export const reviewSelect = {
  id: true,
  businessId: true,
  rating: true,
  content: true,
  imageUrl: true,
  altText: true,
  createdAt: true,
  updatedAt: true,
  author: { select: userSummarySelect },
} as const satisfies Prisma.BusinessReviewSelect;

type ReviewRow = Prisma.BusinessReviewGetPayload<{ select: typeof reviewSelect }>;

export function toReview(row: ReviewRow): BusinessReview {
  return { ...row, author: toUserSummary(row.author), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
