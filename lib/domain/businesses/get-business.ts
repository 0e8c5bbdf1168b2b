import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { Business } from "@/lib/contract/businesses/types";
import { businessSelect, toBusiness } from "@/lib/domain/businesses/business-response";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const BUSINESS_NOT_FOUND = serverText("businessNotFound");

/** One listed business; its owner only when visible to the viewer (toBusiness). */
export async function getBusiness(viewer: Viewer, id: string): Promise<Business> {
  const row = await db.business.findUnique({ where: { id }, select: businessSelect });
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return toBusiness(viewer, row);
}
