import "server-only";
import { db } from "@/lib/data/db";
import type { Cursor } from "@/lib/core/paging/cursor";
import { keysetPage, keysetQuery, readSectionCursor, type KeysetOrder } from "@/lib/core/paging/keyset";
import type { AccessibilityFeature } from "@/lib/contract/events/accessibility";
import type { EventDto } from "@/lib/contract/events/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { eventSelect, toEventDtos } from "@/lib/domain/events/event-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

export type EventsPage = { events: EventDto[]; nextCursor: string | null };

// the list runs in two sections, each keyset-paged over (date, id); the cursor names its section
const EVENT_SECTIONS = ["upcoming", "past"] as const;
const UPCOMING: KeysetOrder<"date", "id"> = { at: "date", id: "id", dir: "asc" };
const PAST: KeysetOrder<"date", "id"> = { at: "date", id: "id", dir: "desc" };

// a stored date past year 9999 reads back as an Invalid Date (its row is left out of every reply):
// leave it out in the query too, so it never takes a place on a page
const LAST_PRINTABLE = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

/** Ended: spelled out rather than NOT(running), as a NULL endDate would make NOT(...) unknown in SQL. */
export function endedWhere(now: Date): Prisma.EventWhereInput {
  return { date: { lt: now }, OR: [{ endDate: null }, { endDate: { lt: now } }] };
}

/**
 * One page of the events list: upcoming (or still running) events by date ascending, then ended
 * events by date descending, keyset-paged over (date, id) (index Event(date, id)). A page that
 * exhausts the upcoming section is filled from the start of the past one. Events of an organiser
 * hidden from the viewer (a block either way, a suspension) are left out in the query.
 */
export async function listEvents(
  viewer: Viewer,
  query: { cursor?: string; limit: number; access?: AccessibilityFeature[] },
  now = new Date(),
): Promise<EventsPage> {
  const cursor = readSectionCursor(query.cursor, EVENT_SECTIONS);
  const select = eventSelect(viewer);
  const organizer = visibleUserWhere(viewer);
  // the accessibility filter: events promising every feature asked for
  const access: Prisma.EventWhereInput = query.access?.length ? { accessibility: { hasEvery: query.access } } : {};
  const find = (section: Prisma.EventWhereInput, order: KeysetOrder<"date", "id">, after: Cursor | null, limit: number) => {
    const keyset = keysetQuery(order, after, limit);
    return db.event.findMany({ where: { AND: [section, keyset.where, access, { date: { lte: LAST_PRINTABLE } }], organizer }, orderBy: keyset.orderBy, take: keyset.take, select });
  };

  let upcoming: Awaited<ReturnType<typeof find>> = [];
  if (!cursor || cursor.section === "upcoming") {
    const rows = await find({ OR: [{ date: { gte: now } }, { endDate: { gte: now } }] }, UPCOMING, cursor?.after ?? null, query.limit);
    const page = keysetPage(rows, query.limit, UPCOMING, "upcoming");
    if (page.nextCursor) return { events: toEventDtos(page.items), nextCursor: page.nextCursor };
    upcoming = page.items;
  }
  const room = query.limit - upcoming.length;
  const past = keysetPage(await find(endedWhere(now), PAST, cursor?.section === "past" ? cursor.after : null, room), room, PAST, "past");
  return { events: toEventDtos([...upcoming, ...past.items]), nextCursor: past.nextCursor };
}
