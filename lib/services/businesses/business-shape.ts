import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessTag, BusinessType } from "@/lib/businesses/constants";
import { sortTags, isBusinessTag } from "@/lib/businesses/constants";
import type { BusinessForm } from "@/lib/validations/businesses";

/** The fields a Business and a BusinessApplication share (001 §3). */
export type BusinessFields = {
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
};

// The spec's Business shape (001 §3): averageRating as a string, owner's first and last name.
export type Business = BusinessFields & {
  id: string;
  averageRating: string | null;
  totalReviews: number;
  /** id added so the client can tell a member's own listing (no "Report" on it) */
  owner: { id: string; firstName: string | null; lastName: string | null } | null;
  createdAt: string;
};

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
