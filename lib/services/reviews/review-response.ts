import "server-only";
import type { BusinessReview } from "@/lib/businesses/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { userSummarySelect } from "@/lib/services/users/user-response";

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
  return { ...row, author: { ...row.author }, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
