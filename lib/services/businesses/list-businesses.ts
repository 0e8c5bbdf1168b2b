import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListBusinessesQuery } from "@/lib/validations/businesses";
import type { Business } from "@/lib/businesses/types";
import { businessSelect, toBusiness } from "@/lib/services/businesses/business-response";

/** The directory keeps at most this many rows per answer (newest first). */
export const MAX_BUSINESSES = 200;
const MAX_SEARCH_WORDS = 8;

/** Every search word must appear (case-insensitive) in the name, description or address. */
export function businessWhere(query: ListBusinessesQuery): Prisma.BusinessWhereInput {
  const and: Prisma.BusinessWhereInput[] = [];
  if (query.businessType && query.businessType !== "all") and.push({ businessType: query.businessType });
  if (query.city) and.push({ city: { equals: query.city, mode: "insensitive" } });
  if (query.tags?.length) and.push({ tags: { hasEvery: [...new Set(query.tags)] } });
  const words = (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  for (const word of words) {
    and.push({
      OR: [
        { name: { contains: word, mode: "insensitive" } },
        { description: { contains: word, mode: "insensitive" } },
        { address: { contains: word, mode: "insensitive" } },
      ],
    });
  }
  return and.length ? { AND: and } : {};
}

export async function listBusinesses(query: ListBusinessesQuery): Promise<Business[]> {
  const rows = await db.business.findMany({
    where: businessWhere(query),
    select: businessSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_BUSINESSES,
  });
  return rows.map(toBusiness);
}
