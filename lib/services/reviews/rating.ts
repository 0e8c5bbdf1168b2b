import "server-only";
import { notFound } from "@/lib/api/errors";
import type { RatingSummary } from "@/lib/businesses/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { BUSINESS_NOT_FOUND } from "@/lib/services/businesses/get-business";

type Tx = Prisma.TransactionClient;

/**
 * Review writes of one business queue on its row lock: a popular business's burst waits for a
 * pooled connection and the lock instead of failing after Prisma's default 2 s.
 */
export const REVIEW_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;

/**
 * Locks the business row for the rest of the transaction (SELECT … FOR UPDATE): every review write
 * of one business runs one after another from here, so the recompute below always sees the others.
 */
export async function lockBusiness(tx: Tx, businessId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Business" WHERE "id" = ${businessId} FOR UPDATE`;
  if (rows.length === 0) throw notFound(BUSINESS_NOT_FOUND);
}

/**
 * Recomputes averageRating (rounded once, to the one decimal the spec shows) and totalReviews from
 * every stored review, inside the transaction that holds the lock.
 */
export async function recomputeRating(tx: Tx, businessId: string): Promise<RatingSummary> {
  const [row] = await tx.$queryRaw<{ average: Prisma.Decimal | null; total: number }[]>`
    UPDATE "Business" b SET "averageRating" = s.average, "totalReviews" = s.total
    FROM (SELECT ROUND(AVG(r."rating")::numeric, 1) AS average, COUNT(*)::int AS total
          FROM "BusinessReview" r WHERE r."businessId" = ${businessId}) s
    WHERE b."id" = ${businessId}
    RETURNING b."averageRating" AS average, b."totalReviews" AS total`;
  return { averageRating: formatRating(row?.average ?? null), totalReviews: row?.total ?? 0 };
}

/** The spec's averageRating: a string with one decimal ("4.5"), null without reviews. */
export function formatRating(value: Prisma.Decimal | null): string | null {
  return value === null ? null : value.toFixed(1);
}
