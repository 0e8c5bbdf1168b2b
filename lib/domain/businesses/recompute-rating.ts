// server-only, loaded outside Next too
import type { RatingSummary } from "@/lib/contract/businesses/types";
import { Prisma } from "@/lib/generated/prisma/client";

// The demo seed (prisma/seed/demo.ts, run by tsx) computes its businesses'
// ratings with this same code. The app imports it through lib/domain/businesses/rating.ts (business-response.ts its formatRating directly).

/**
 * Recomputes averageRating (rounded once, to the one decimal the spec shows) and totalReviews from
 * every stored review, inside the transaction that holds the lock.
 */
export async function recomputeRating(tx: Prisma.TransactionClient, businessId: string): Promise<RatingSummary> {
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
