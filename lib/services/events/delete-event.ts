import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/services/events/require-organizer";
import { EVENT_NOT_FOUND } from "@/lib/services/events/event-response";

/** Organizer only; attendee rows go with the event (ON DELETE CASCADE). */
export async function deleteEvent(userId: string, eventId: string) {
  await requireOrganizer(userId, eventId, ORGANIZER_MESSAGES.delete);
  const { count } = await db.event.deleteMany({ where: { id: eventId, organizerId: userId } });
  if (count === 0) throw notFound(EVENT_NOT_FOUND);
}
