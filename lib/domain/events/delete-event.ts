import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/domain/events/require-organizer";
import { EVENT_NOT_FOUND } from "@/lib/domain/events/event-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Organizer only (404 when the event is hidden from the caller, 403 for someone else's); attendee rows go with the event (ON DELETE CASCADE). */
export async function deleteEvent(viewer: Viewer, eventId: string) {
  await requireOrganizer(viewer, eventId, ORGANIZER_MESSAGES.delete);
  const { count } = await db.event.deleteMany({ where: { id: eventId, organizerId: viewer.id } });
  if (count === 0) throw notFound(EVENT_NOT_FOUND);
}
