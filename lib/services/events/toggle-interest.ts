import "server-only";
import { AppError, conflict, forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { InterestDto } from "@/lib/events/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleUserSql, type Viewer } from "@/lib/services/safety/visibility";
import { EVENT_NOT_FOUND, eventHasEnded } from "@/lib/services/events/event-response";


export const INTEREST_MESSAGES = {
  ownEvent: "You can't mark interest in your own event",
  ended: "This event has ended",
  full: (max: number) =>
    max === 1 ? "This event is full: it has reached its maximum of 1 person" : `This event is full: it has reached its maximum of ${max} people`,
} as const;

/**
 * Marks interest, or takes it back when already marked. The event row is locked (FOR UPDATE) for
 * the transaction, so concurrent calls for one event run one at a time and the capacity check and
 * insert cannot race. An event that has ended takes no interest (409 event_ended). `allowOwnEvent` is the organizer's RSVP test mode (POST /join). An event whose
 * organiser is hidden from the member (block, suspension) is not found.
 */
export async function toggleInterest(viewer: Viewer, eventId: string, options: { allowOwnEvent: boolean }): Promise<InterestDto> {
  const userId = viewer.id;
  return db.$transaction(async (tx) => {
    const [event] = await tx.$queryRaw<{ organizerId: string; maxAttendees: number | null; date: Date; endDate: Date | null }[]>`
      SELECT e."organizerId", e."maxAttendees", e."date", e."endDate" FROM "Event" e
      WHERE e."id" = ${eventId} AND ${visibleUserSql(viewer, Prisma.sql`e."organizerId"`)} FOR UPDATE OF e`;
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.organizerId === userId && !options.allowOwnEvent) throw forbidden(INTEREST_MESSAGES.ownEvent);
    if (eventHasEnded(event)) throw new AppError("event_ended", INTEREST_MESSAGES.ended);

    const where = { eventId_userId: { eventId, userId } };
    const existing = await tx.eventAttendee.findUnique({ where, select: { id: true } });
    if (existing) {
      await tx.eventAttendee.delete({ where });
    } else {
      if (event.maxAttendees !== null) {
        const taken = await tx.eventAttendee.count({ where: { eventId } });
        if (taken >= event.maxAttendees) throw conflict(INTEREST_MESSAGES.full(event.maxAttendees));
      }
      await tx.eventAttendee.create({ data: { eventId, userId, status: "interested" }, select: { id: true } });
    }
    const attendeesCount = await tx.eventAttendee.count({ where: { eventId } });
    return { eventId, isInterested: !existing, status: existing ? null : ("interested" as const), attendeesCount };
  });
}
