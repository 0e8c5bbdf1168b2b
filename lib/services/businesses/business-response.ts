import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessType } from "@/lib/businesses/constants";
import { sortTags, isBusinessTag } from "@/lib/businesses/constants";
import type { Business } from "@/lib/businesses/types";
import { formatRating } from "@/lib/services/reviews/rating";

export const businessFieldsSelect = {
  name: true,
  description: true,
  businessType: true,
  address: true,
  city: true,
  phoneNumber: true,
  website: true,
  email: true,
  imageUrl: true,
  googleMapsUrl: true,
  tags: true,
} as const satisfies Prisma.BusinessSelect & Prisma.BusinessApplicationSelect;

export const businessSelect = {
  id: true,
  ...businessFieldsSelect,
  averageRating: true,
  totalReviews: true,
  createdAt: true,
  owner: { select: { id: true, firstName: true, lastName: true } },
} as const satisfies Prisma.BusinessSelect;

type BusinessRow = Prisma.BusinessGetPayload<{ select: typeof businessSelect }>;

/** The stored type and tags narrowed to the vocabulary (unknown tags dropped, tags in display order). */
export function vocabularyFields(row: { businessType: string; tags: string[] }) {
  return { businessType: row.businessType as BusinessType, tags: sortTags(row.tags.filter(isBusinessTag)) };
}

export function toBusiness(row: BusinessRow): Business {
  return {
    ...row,
    ...vocabularyFields(row),
    averageRating: formatRating(row.averageRating),
    createdAt: row.createdAt.toISOString(),
  };
}
