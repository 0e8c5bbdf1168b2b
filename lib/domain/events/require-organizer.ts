import "server-only";
import { db } from "@/lib/data/db";
import { EVENT_NOT_FOUND } from "@/lib/domain/events/event-response";
import { requireOwn } from "@/lib/domain/safety/hidden";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

/**
 * The event's stored fields the organizer-only operations need: 404 when it is missing or hidden from
 * the caller (its organizer blocked them, they blocked the organizer, or the organizer is suspended:
 * the rule of getEvent), 403 with `message` for someone else's event they can see.
 */
export async function requireOrganizer(viewer: Viewer, eventId: string, message: string) {
  const event = await db.event.findFirst({
    where: { id: eventId, organizer: visibleUserWhere(viewer) },
    select: { id: true, title: true, organizerId: true, date: true, endDate: true, maxAttendees: true, venueImageUrl: true },
  });
  return requireOwn(viewer, event, (e) => e.organizerId, { missing: EVENT_NOT_FOUND, notYours: message });
}

export const ORGANIZER_MESSAGES = {
  edit: serverText("editOwnEvents"),
  delete: serverText("deleteOwnEvents"),
  attendees: serverText("organizersOnlyAttendees"),
} as const;
