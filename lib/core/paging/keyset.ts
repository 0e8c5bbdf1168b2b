import { badRequest } from "@/lib/core/errors";
import { decodeCursor, decodeSectionCursor, encodeCursor, encodeSectionCursor, type Cursor, type SectionCursor } from "@/lib/core/paging/cursor";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

// The one keyset paging helper: read the cursor, ask for limit + 1 rows after it in the list's
// (time, id) order, keep `limit` and name the next page by the last row kept. A row that vanished
// between two pages (an unblock, an unmute) moves nothing: the next page starts after its values.

/** A list's order: a time column, then an id column that breaks ties, both the same way. */
export type KeysetOrder<A extends string, I extends string> = { at: A; id: I; dir: "asc" | "desc" };

/** The usual order: newest `createdAt` first, ties broken by `id` (or the named id column, e.g. a member's). */
export function newestFirst<I extends string = "id">(id: I = "id" as I): KeysetOrder<"createdAt", I> {
  return { at: "createdAt", id, dir: "desc" };
}

type TimeBound = { lt?: Date; lte?: Date; gt?: Date; gte?: Date };
type IdBound = { lt?: string; gt?: string };
/** A Prisma `where` on the order's columns (combine it with the list's own through AND). */
export type KeysetWhere<A extends string, I extends string> = { [K in A]?: TimeBound } & { OR?: ({ [K in A]?: TimeBound | Date } & { [K in I]?: IdBound })[] };
export type KeysetOrderBy<A extends string, I extends string> = [{ [K in A]?: "asc" | "desc" }, { [K in I]?: "asc" | "desc" }];

/** The `?cursor=` of a keyset list, decoded (none: the first page); 400 "Invalid cursor" when it is not one. */
export function readCursor(raw: string | null | undefined): Cursor | null {
  if (!raw) return null;
  const after = decodeCursor(raw);
  if (!after) throw badRequest(INVALID_CURSOR);
  return after;
}

/** The same for a list in sections (lib/core/paging/cursor.ts). */
export function readSectionCursor<S extends string>(raw: string | null | undefined, sections: readonly S[]): SectionCursor<S> | null {
  if (!raw) return null;
  const cursor = decodeSectionCursor(raw, sections);
  if (!cursor) throw badRequest(INVALID_CURSOR);
  return cursor;
}

/** Rows strictly after `after` in `order`; the plain bound on the time column lets an index seek to it. */
export function keysetWhere<A extends string, I extends string>(order: KeysetOrder<A, I>, after: Cursor | null): KeysetWhere<A, I> {
  if (!after) return {};
  const [past, pastOrAt] = order.dir === "desc" ? (["lt", "lte"] as const) : (["gt", "gte"] as const);
  return {
    [order.at]: { [pastOrAt]: after.at },
    OR: [{ [order.at]: { [past]: after.at } }, { [order.at]: after.at, [order.id]: { [past]: after.id } }],
  } as KeysetWhere<A, I>;
}

export function keysetOrderBy<A extends string, I extends string>(order: KeysetOrder<A, I>): KeysetOrderBy<A, I> {
  return [{ [order.at]: order.dir }, { [order.id]: order.dir }] as KeysetOrderBy<A, I>;
}

/** The Prisma arguments of one page: `where` (AND it with the list's own), `orderBy` and `take` (limit + 1). */
export function keysetQuery<A extends string, I extends string>(order: KeysetOrder<A, I>, after: Cursor | null, limit: number) {
  return { where: keysetWhere(order, after), orderBy: keysetOrderBy(order), take: limit + 1 };
}

export type KeysetPage<T> = { items: T[]; nextCursor: string | null };

/**
 * One page out of at most limit + 1 rows: the first `limit`, and the cursor after the last of them
 * when a row is left over (null on the last page). The cursor holds the last row's `order` columns
 * (or what `keyOf` says). In a sectioned list it names `section`, and a page that ends before the
 * section's first row starts the next page at the section's top.
 */
export function keysetPage<A extends string, I extends string, T extends Record<A, Date> & Record<I, string>>(rows: T[], limit: number, order: KeysetOrder<A, I>, section?: string): KeysetPage<T>;
export function keysetPage<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor, section?: string): KeysetPage<T>;
export function keysetPage<T>(rows: T[], limit: number, by: KeysetOrder<string, string> | ((row: T) => Cursor), section?: string): KeysetPage<T> {
  const items = rows.slice(0, limit);
  if (rows.length <= limit) return { items, nextCursor: null };
  const keyOf = typeof by === "function" ? by : (row: T) => ({ at: (row as Record<string, Date>)[by.at]!, id: (row as Record<string, string>)[by.id]! });
  const last = items.at(-1);
  const after = last === undefined ? null : keyOf(last);
  if (section !== undefined) return { items, nextCursor: encodeSectionCursor({ section, after }) };
  return { items, nextCursor: after && encodeCursor(after) };
}
