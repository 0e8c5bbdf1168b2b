import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { InterestDto } from "@/lib/events/types";


export const INTEREST_MESSAGES = {
  ownEvent: "You can't mark interest in your own event",
  full: (max: number) => `This event is full: it has reached its maximum of ${max} ${max === 1 ? "person" : "people"}`,
} as const;

/**
 * Marks interest, or takes it back when already marked. The event row is locked (FOR UPDATE) for
 * the transaction, so concurrent calls for one event run one at a time and the capacity check and
 * insert cannot race. `allowOwnEvent` is the organizer's RSVP test mode (POST /join).
 */
export async function toggleInterest(userId: string, eventId: string, options: { allowOwnEvent: boolean }): Promise<InterestDto> {
  return db.$transaction(async (tx) => {
    const [event] = await tx.$queryRaw<{ organizerId: string; maxAttendees: number | null }[]>`
      SELECT "organizerId", "maxAttendees" FROM "Event" WHERE "id" = ${eventId} FOR UPDATE`;
    if (!event) throw notFound("Event not found");
    if (event.organizerId === userId && !options.allowOwnEvent) throw forbidden(INTEREST_MESSAGES.ownEvent);

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
