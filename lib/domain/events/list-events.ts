import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { decodeEventCursor, encodeEventCursor, type EventCursor } from "@/lib/domain/events/cursor";
import type { AccessibilityFeature } from "@/lib/contract/events/accessibility";
import type { EventDto } from "@/lib/contract/events/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { eventSelect, toEventDtos } from "@/lib/domain/events/event-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

export type EventsPage = { events: EventDto[]; nextCursor: string | null };

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
  const cursor: EventCursor | null = query.cursor ? decodeEventCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw badRequest(INVALID_CURSOR);
  const select = eventSelect(viewer.id);
  const organizer = visibleUserWhere(viewer);
  // the accessibility filter: events promising every feature asked for
  const access: Prisma.EventWhereInput = query.access?.length ? { accessibility: { hasEvery: query.access } } : {};
  const limit = query.limit;

  let upcoming: Awaited<ReturnType<typeof findUpcoming>> = [];
  if (!cursor || cursor.phase === "upcoming") {
    upcoming = await findUpcoming();
    if (upcoming.length > limit) {
      const page = upcoming.slice(0, limit);
      const last = page[page.length - 1];
      return { events: toEventDtos(page), nextCursor: encodeEventCursor({ phase: "upcoming", date: last.date, id: last.id }) };
    }
  }
  const room = limit - upcoming.length;
  const after = cursor?.phase === "past" && cursor.date ? { date: cursor.date, id: cursor.id } : null;
  const past = await db.event.findMany({
    where: {
      AND: [
        endedWhere(now),
        after ? { date: { lte: after.date }, OR: [{ date: { lt: after.date } }, { date: after.date, id: { lt: after.id } }] } : {},
        access,
      ],
      organizer,
    },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    take: room + 1,
    select,
  });
  const shown = past.slice(0, room);
  let nextCursor: string | null = null;
  if (past.length > room) {
    const last = shown[shown.length - 1];
    nextCursor = encodeEventCursor(last ? { phase: "past", date: last.date, id: last.id } : { phase: "past", date: null, id: null });
  }
  return { events: toEventDtos([...upcoming, ...shown]), nextCursor };

  function findUpcoming() {
    const after = cursor?.phase === "upcoming" ? cursor : null;
    return db.event.findMany({
      where: {
        AND: [
          { OR: [{ date: { gte: now } }, { endDate: { gte: now } }] },
          // keyset on (date, id), with a plain `date` bound beside it that the index can seek to
          after ? { date: { gte: after.date }, OR: [{ date: { gt: after.date } }, { date: after.date, id: { gt: after.id } }] } : {},
          access,
        ],
        organizer,
      },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take: limit + 1,
      select,
    });
  }
}
