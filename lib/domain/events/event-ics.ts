import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { buildIcs } from "@/lib/domain/events/ical";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { EVENT_NOT_FOUND } from "@/lib/domain/events/event-response";

export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/**
 * The event as an iCalendar file; without an end date it is given two hours. Hidden organisers' events
 * are 404. Its URL is the event at `origin` (lib/core/net/public-url.ts publicOrigin); none when that is unknown.
 */
export async function eventIcs(viewer: Viewer, eventId: string, origin: string | null) {
  const event = await db.event.findFirst({
    where: { id: eventId, organizer: visibleUserWhere(viewer) },
    select: { id: true, title: true, description: true, location: true, date: true, endDate: true },
  });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const ics = buildIcs({
    uid: `event-${event.id}@niji`,
    stamp: new Date(),
    start: event.date,
    end: event.endDate ?? new Date(event.date.getTime() + DEFAULT_DURATION_MS),
    summary: event.title,
    location: event.location,
    description: event.description,
    url: origin ? `${origin}/events/${event.id}` : null,
  });
  return { ics, filename: `niji-event-${event.id}.ics` };
}
