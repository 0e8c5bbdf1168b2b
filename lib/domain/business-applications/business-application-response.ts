import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessApplication } from "@/lib/contract/businesses/types";
import { businessFieldsSelect, vocabularyFields } from "@/lib/domain/businesses/business-response";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

/** The applicant as the desk shows them (of the one member summary). */
const APPLICANT_FIELDS = ["id", "firstName", "lastName", "username"] as const satisfies readonly (keyof NonNullable<BusinessApplication["applicant"]>)[];

export const businessApplicationSelect = {
  id: true,
  ...businessFieldsSelect,
  status: true,
  adminNotes: true,
  createdAt: true,
  reviewedAt: true,
  business: { select: { id: true } },
  applicant: { select: userSummarySelect },
} as const satisfies Prisma.BusinessApplicationSelect;

type ApplicationRow = Prisma.BusinessApplicationGetPayload<{ select: typeof businessApplicationSelect }>;

export function toBusinessApplication(row: ApplicationRow): BusinessApplication {
  const { business, ...rest } = row;
  return {
    ...rest,
    ...vocabularyFields(row),
    applicant: row.applicant && toUserSummary(row.applicant, APPLICANT_FIELDS),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    businessId: business?.id ?? null,
  };
}
