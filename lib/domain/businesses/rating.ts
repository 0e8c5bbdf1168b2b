import "server-only";
import { notFound } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";

type Tx = Prisma.TransactionClient;

/**
 * Review writes of one business queue on its row lock: a popular business's burst waits for a
 * pooled connection and the lock instead of failing after Prisma's default 2 s.
 */
export const REVIEW_TRANSACTION = { maxWait: 15_000, timeout: 15_000 } as const;

/**
 * Locks the business row for the rest of the transaction (SELECT … FOR UPDATE): every review write
 * of one business runs one after another from here, so the recompute (recompute-rating.ts) always sees the others.
 */
export async function lockBusiness(tx: Tx, businessId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Business" WHERE "id" = ${businessId} FOR UPDATE`;
  if (rows.length === 0) throw notFound(BUSINESS_NOT_FOUND);
}

export { formatRating, recomputeRating } from "@/lib/domain/businesses/recompute-rating";
