import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { afterCursor, decodeCursor, encodeCursor } from "@/lib/domain/posts/cursor";
import type { ListBusinessesQuery } from "@/lib/contract/businesses/schemas";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";
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
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw badRequest(INVALID_CURSOR);
  const where = businessWhere(query);
  const [rows, total] = await Promise.all([
    db.business.findMany({
      // the plain createdAt bound lets the index seek to the cursor (the OR alone is only a filter)
      where: { AND: [where, afterCursor(cursor), cursor ? { createdAt: { lte: cursor.createdAt } } : {}] },
      select: businessSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit + 1,
    }),
    db.business.count({ where }),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { businesses: await toBusinesses(page, viewer), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null, total };
}
