import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Business } from "@/lib/businesses/types";
import { businessSelect, toBusiness } from "@/lib/services/businesses/business-response";

export const BUSINESS_NOT_FOUND = "Business not found";

export async function getBusiness(id: string): Promise<Business> {
  const row = await db.business.findUnique({ where: { id }, select: businessSelect });
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return toBusiness(row);
}
