import "server-only";
import { db } from "@/lib/db";
import type { AttendeeListDto } from "@/lib/events/types";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/services/events/require-organizer";
import { visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";

export const ATTENDEE_LIST_LIMIT = 1000;

/**
 * Organizer only. Attendees' e-mail addresses are withheld: handing a member's address to any
 * organizer could out them (docs/decisions/events.md). The username lets the organizer reach them in-app.
 * Attendees hidden from the organizer (a block either way, a suspension) are not listed; the
 * capacity count still includes them (they hold a place).
 */
export async function listAttendees(viewer: Viewer, eventId: string): Promise<AttendeeListDto> {
  const userId = viewer.id;
  const event = await requireOrganizer(userId, eventId, ORGANIZER_MESSAGES.attendees);
  const [rows, count] = await Promise.all([
    db.eventAttendee.findMany({
      where: { eventId, event: { organizerId: userId }, user: visibleUserWhere(viewer) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: ATTENDEE_LIST_LIMIT,
      select: {
        id: true,
        status: true,
        createdAt: true,
        user: { select: { id: true, username: true, firstName: true, lastName: true, profileImageUrl: true } },
      },
    }),
    db.eventAttendee.count({ where: { eventId } }),
  ]);
  return {
    event: { id: event.id, title: event.title, date: event.date.toISOString() },
    attendees: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      user: { ...row.user, email: null },
    })),
    capacity: {
      count,
      max: event.maxAttendees,
      spotsLeft: event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - count),
    },
  };
}
