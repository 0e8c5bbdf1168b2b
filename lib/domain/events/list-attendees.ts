import "server-only";
import { db } from "@/lib/data/db";
import type { AttendeeDto, AttendeeListDto } from "@/lib/contract/events/types";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/domain/events/require-organizer";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect, type UserSummaryRow } from "@/lib/domain/members/user-summary";

export const ATTENDEE_LIST_LIMIT = 1000;

/** An attendee as the organizer sees them: the one member summary without the display name, e-mail withheld. */
function toAttendee(row: UserSummaryRow): AttendeeDto["user"] {
  return { ...toUserSummary(row, ["id", "username", "firstName", "lastName", "profileImageUrl"]), email: null };
}

/**
 * Organizer only. Attendees' e-mail addresses are withheld: handing a member's address to any
 * organizer could out them (docs/decisions/events.md). The username lets the organizer reach them in-app.
 * Attendees hidden from the organizer (a block either way, a suspension) are not listed; the
 * capacity count still includes them (they hold a place). The waitlist follows, first in line first.
 */
export async function listAttendees(viewer: Viewer, eventId: string): Promise<AttendeeListDto> {
  const userId = viewer.id;
  const event = await requireOrganizer(viewer, eventId, ORGANIZER_MESSAGES.attendees);
  const [rows, count, line] = await Promise.all([
    db.eventAttendee.findMany({
      where: { eventId, event: { organizerId: userId }, user: visibleUserWhere(viewer) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: ATTENDEE_LIST_LIMIT,
      select: {
        id: true,
        status: true,
        createdAt: true,
        user: { select: userSummarySelect },
      },
    }),
    db.eventAttendee.count({ where: { eventId } }),
    db.eventWaitlistEntry.findMany({
      where: { eventId, event: { organizerId: userId } },
      orderBy: { seq: "asc" },
      take: ATTENDEE_LIST_LIMIT,
      select: { createdAt: true, userId: true },
    }),
  ]);
  // positions count everyone in line; members hidden from the organizer are left out of the list
  const shown = await db.user.findMany({ where: { id: { in: line.map((e) => e.userId) }, ...visibleUserWhere(viewer) }, select: userSummarySelect });
  const byId = new Map(shown.map((u) => [u.id, u]));
  const waitlist = line.flatMap((entry, i) => {
    const user = byId.get(entry.userId);
    return user ? [{ position: i + 1, createdAt: entry.createdAt.toISOString(), user: toAttendee(user) }] : [];
  });
  return {
    waitlist,
    event: { id: event.id, title: event.title, date: event.date.toISOString() },
    attendees: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      user: toAttendee(row.user),
    })),
    capacity: {
      count,
      max: event.maxAttendees,
      spotsLeft: event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - count),
    },
  };
}
