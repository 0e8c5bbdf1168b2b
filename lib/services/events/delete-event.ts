import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/services/events/require-organizer";
import { EVENT_NOT_FOUND } from "@/lib/services/events/event-response";
import type { Viewer } from "@/lib/services/safety/visibility";

/** Organizer only (404 when the event is hidden from the caller, 403 for someone else's); attendee rows go with the event (ON DELETE CASCADE). */
export async function deleteEvent(viewer: Viewer, eventId: string) {
  await requireOrganizer(viewer, eventId, ORGANIZER_MESSAGES.delete);
  const { count } = await db.event.deleteMany({ where: { id: eventId, organizerId: viewer.id } });
  if (count === 0) throw notFound(EVENT_NOT_FOUND);
}
