import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { buildIcs } from "@/lib/events/ical";

export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

/** The event as an iCalendar file; without an end date it is given two hours. */
export async function eventIcs(eventId: string, origin: string) {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { id: true, title: true, description: true, location: true, date: true, endDate: true },
  });
  if (!event) throw notFound("Event not found");
  const ics = buildIcs({
    uid: `event-${event.id}@niji`,
    stamp: new Date(),
    start: event.date,
    end: event.endDate ?? new Date(event.date.getTime() + DEFAULT_DURATION_MS),
    summary: event.title,
    location: event.location,
    description: event.description,
    url: `${origin}/events`,
  });
  return { ics, filename: `niji-event-${event.id}.ics` };
}
