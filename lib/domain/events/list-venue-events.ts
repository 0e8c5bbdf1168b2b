import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { EventDto } from "@/lib/contract/events/types";
import { eventSelect, toEventDtos } from "@/lib/domain/events/event-response";
import { BUSINESS_NOT_FOUND } from "@/lib/domain/businesses/get-business";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

export const VENUE_EVENTS_LIMIT = 20;

/**
 * A venue's upcoming (or still running) events, soonest first (index Event(venueBusinessId, date)),
 * with the events list's visibility rule: events of an organiser hidden from the viewer are left out.
 */
export async function listVenueEvents(viewer: Viewer, businessId: string, now = new Date()): Promise<EventDto[]> {
  const business = await db.business.findUnique({ where: { id: businessId }, select: { id: true } });
  if (!business) throw notFound(BUSINESS_NOT_FOUND);
  const rows = await db.event.findMany({
    where: { venueBusinessId: businessId, OR: [{ date: { gte: now } }, { endDate: { gte: now } }], organizer: visibleUserWhere(viewer) },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    take: VENUE_EVENTS_LIMIT,
    select: eventSelect(viewer),
  });
  return toEventDtos(rows);
}
