import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { EVENT_NOT_FOUND } from "@/lib/services/events/event-response";

/** The event's stored fields the organizer-only operations need; 404 when missing, 403 for others. */
export async function requireOrganizer(userId: string, eventId: string, message: string) {
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { id: true, title: true, organizerId: true, date: true, endDate: true, maxAttendees: true, venueImageUrl: true },
  });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.organizerId !== userId) throw forbidden(message);
  return event;
}

export const ORGANIZER_MESSAGES = {
  edit: "You can only edit events you organized",
  delete: "You can only delete events you organized",
  attendees: "Only event organizers can view attendees",
} as const;
