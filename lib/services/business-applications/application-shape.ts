import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { businessFieldsSelect, vocabularyFields, type BusinessFields } from "@/lib/services/businesses/business-shape";
import type { ApplicationStatus } from "@/lib/validations/businesses";

// The spec's Business application shape (001 §3) plus reviewedAt and the listed business's id.
export type BusinessApplication = BusinessFields & {
  id: string;
  status: ApplicationStatus;
  adminNotes: string | null;
  createdAt: string;
  reviewedAt: string | null;
  businessId: string | null;
  /** null once the applicant deleted their account */
  applicant: { id: string; firstName: string | null; lastName: string | null; username: string } | null;
};

export const applicationSelect = {
  id: true,
  ...businessFieldsSelect,
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
    ...vocabularyFields(row),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    businessId: business?.id ?? null,
  };
}
