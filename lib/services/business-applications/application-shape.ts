import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isBusinessTag, sortTags, type BusinessTag, type BusinessType } from "@/lib/businesses/constants";
import type { ApplicationStatus } from "@/lib/validations/businesses";

// The spec's Business application shape (001 §3) plus reviewedAt and the listed business's id.
export type BusinessApplication = {
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
  status: ApplicationStatus;
  adminNotes: string | null;
  createdAt: string;
  reviewedAt: string | null;
  businessId: string | null;
  applicant: { id: string; firstName: string | null; lastName: string | null; username: string };
};

export const applicationSelect = {
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
  status: true,
  adminNotes: true,
  createdAt: true,
  reviewedAt: true,
  business: { select: { id: true } },
  applicant: { select: { id: true, firstName: true, lastName: true, username: true } },
} as const satisfies Prisma.BusinessApplicationSelect;

type ApplicationRow = Prisma.BusinessApplicationGetPayload<{ select: typeof applicationSelect }>;

export function toApplication(row: ApplicationRow): BusinessApplication {
  const { business, ...rest } = row;
  return {
    ...rest,
    businessType: row.businessType as BusinessType,
    tags: sortTags(row.tags.filter(isBusinessTag)),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    businessId: business?.id ?? null,
  };
}
