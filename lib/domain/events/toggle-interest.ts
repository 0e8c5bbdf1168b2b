import "server-only";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { InterestDto } from "@/lib/contract/events/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { visibleUserSql, type Viewer } from "@/lib/domain/safety/visibility";
import { EVENT_NOT_FOUND, eventHasEnded } from "@/lib/domain/events/event-response";
import { fillFromWaitlist, waitlistPosition as positionOf } from "@/lib/domain/events/waitlist";
import { serverText } from "@/lib/core/server-text";

export const INTEREST_MESSAGES = {
  ownEvent: serverText("interestOwnEvent"),
  ended: serverText("eventEnded"),
  full: (max: number) =>
    max === 1 ? serverText("eventFullOne") : serverText("eventFull", { max }),
} as const;

/**
 * Marks interest, or takes it back when already marked; a member on the waitlist leaves it. On a
 * full event, `want: "waitlisted"` joins the waitlist, while plain interest keeps the spec's 409
 * (code event_full, so the client can offer the waitlist). A withdrawal hands the place to the first
 * in line in the same transaction. The event row is locked (FOR UPDATE) for the transaction, so
 * concurrent calls for one event run one at a time: capacity is never exceeded and the line is
 * kept in arrival order. An event that has ended takes no interest (409 event_ended). `allowOwnEvent`
 * is the organizer's RSVP test mode (POST /join). An event whose organiser is hidden from the member
 * (block, suspension) is not found.
 */
export async function toggleInterest(
  viewer: Viewer,
  eventId: string,
  options: { allowOwnEvent: boolean; want?: "interested" | "waitlisted" },
): Promise<InterestDto> {
  const userId = viewer.id;
  return db.$transaction(async (tx) => {
    const [event] = await tx.$queryRaw<{ title: string; organizerId: string; maxAttendees: number | null; date: Date; endDate: Date | null }[]>`
      SELECT e."title", e."organizerId", e."maxAttendees", e."date", e."endDate" FROM "Event" e
      WHERE e."id" = ${eventId} AND ${visibleUserSql(viewer, Prisma.sql`e."organizerId"`)} FOR UPDATE OF e`;
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.organizerId === userId && !options.allowOwnEvent) throw forbidden(INTEREST_MESSAGES.ownEvent);
    if (eventHasEnded(event)) throw new AppError("event_ended", INTEREST_MESSAGES.ended);
    const locked = { id: eventId, title: event.title, maxAttendees: event.maxAttendees };
    // places left free (e.g. by an edit racing a withdrawal) go to the line before anyone new
    await fillFromWaitlist(tx, locked);

    const count = () => tx.eventAttendee.count({ where: { eventId } });
    const key = { eventId_userId: { eventId, userId } };
    if (await tx.eventAttendee.findUnique({ where: key, select: { id: true } })) {
      await tx.eventAttendee.delete({ where: key });
      await fillFromWaitlist(tx, locked);
      return { eventId, isInterested: false, status: null, attendeesCount: await count() };
    }
    if (await tx.eventWaitlistEntry.findUnique({ where: key, select: { id: true } })) {
      await tx.eventWaitlistEntry.delete({ where: key });
      return { eventId, isInterested: false, status: null, attendeesCount: await count() };
    }
    if (event.maxAttendees !== null && (await count()) >= event.maxAttendees) {
      if (options.want !== "waitlisted") throw new AppError("event_full", INTEREST_MESSAGES.full(event.maxAttendees));
      const entry = await tx.eventWaitlistEntry.create({ data: { eventId, userId }, select: { seq: true } });
      const waitlistPosition = await positionOf(tx, eventId, entry.seq);
      return { eventId, isInterested: false, status: "waitlisted", attendeesCount: await count(), waitlistPosition };
    }
    await tx.eventAttendee.create({ data: { eventId, userId, status: "interested" }, select: { id: true } });
    return { eventId, isInterested: true, status: "interested", attendeesCount: await count() };
  });
}
