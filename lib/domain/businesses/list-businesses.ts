import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import type { ListBusinessesQuery } from "@/lib/contract/businesses/schemas";
import type { Business } from "@/lib/contract/businesses/types";
import { businessSelect, toBusinesses } from "@/lib/domain/businesses/business-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

const MAX_SEARCH_WORDS = 8;
export type BusinessesPage = { businesses: Business[]; nextCursor: string | null; total: number };

/** Every search word must appear (case-insensitive) in the name, description or address. */
export function businessWhere(query: Omit<ListBusinessesQuery, "cursor" | "limit">): Prisma.BusinessWhereInput {
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

/**
 * One page of the directory, newest first, keyset-paged over (createdAt, id) (index
 * Business(createdAt, id)); the filters apply to every page, and `total` counts every match. Owners
 * hidden from the viewer come as null (toBusiness).
 */
export async function listBusinesses(viewer: Viewer, query: ListBusinessesQuery): Promise<BusinessesPage> {
  const keyset = keysetQuery(newestFirst(), readCursor(query.cursor), query.limit);
  const where = businessWhere(query);
  const [rows, total] = await Promise.all([
    db.business.findMany({ where: { AND: [where, keyset.where] }, select: businessSelect, orderBy: keyset.orderBy, take: keyset.take }),
    db.business.count({ where }),
  ]);
  const { items, nextCursor } = keysetPage(rows, query.limit, newestFirst());
  return { businesses: await toBusinesses(viewer, items), nextCursor, total };
}
