import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessTag, BusinessType } from "@/lib/businesses/constants";
import { sortTags, isBusinessTag } from "@/lib/businesses/constants";
import type { BusinessForm } from "@/lib/validations/businesses";

// The spec's Business shape (001 §3): averageRating as a string, owner's first and last name.
export type Business = {
  id: string;
  name: string;
  description: string | null;
  businessType: BusinessType;
  address: string | null;
  city: string | null;
  phoneNumber: string | null;
  website: string | null;
  email: string | null;
  imageUrl: string | null;
  googleMapsUrl: string | null;
  tags: BusinessTag[];
  averageRating: string | null;
  totalReviews: number;
  owner: { firstName: string | null; lastName: string | null } | null;
  createdAt: string;
};

export const businessSelect = {
  id: true,
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
  averageRating: true,
  totalReviews: true,
  createdAt: true,
  owner: { select: { firstName: true, lastName: true } },
} as const satisfies Prisma.BusinessSelect;

type BusinessRow = Prisma.BusinessGetPayload<{ select: typeof businessSelect }>;

export function toBusiness(row: BusinessRow): Business {
  return {
    ...row,
    businessType: row.businessType as BusinessType,
    tags: sortTags(row.tags.filter(isBusinessTag)),
    averageRating: row.averageRating === null ? null : row.averageRating.toFixed(2),
    createdAt: row.createdAt.toISOString(),
  };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** Form values -> columns shared by Business and BusinessApplication (blank optional fields become null). */
export function businessColumns(form: BusinessForm, imageUrl: string | null) {
  return {
    name: form.name,
    businessType: form.businessType,
    description: blankToNull(form.description),
    address: blankToNull(form.address),
    city: blankToNull(form.city),
    phoneNumber: blankToNull(form.phoneNumber),
    website: blankToNull(form.website),
    email: blankToNull(form.email?.toLowerCase()),
    googleMapsUrl: blankToNull(form.googleMapsUrl),
    imageUrl,
    tags: sortTags(form.tags ?? []),
  };
}
