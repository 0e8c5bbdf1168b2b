import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import { businessFieldsSelect, vocabularyFields } from "@/lib/domain/businesses/business-response";

export const businessApplicationSelect = {
  id: true,
  ...businessFieldsSelect,
  status: true,
  adminNotes: true,
  createdAt: true,
  reviewedAt: true,
  business: { select: { id: true } },
  applicant: { select: { id: true, firstName: true, lastName: true, username: true } },
} as const satisfies Prisma.BusinessApplicationSelect;

type ApplicationRow = Prisma.BusinessApplicationGetPayload<{ select: typeof businessApplicationSelect }>;

export function toBusinessApplication(row: ApplicationRow): BusinessApplication {
  const { business, ...rest } = row;
  return {
    ...rest,
    ...vocabularyFields(row),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    businessId: business?.id ?? null,
  };
}
