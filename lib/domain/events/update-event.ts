import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { EventDto } from "@/lib/contract/events/types";
import { EVENT_NOT_FOUND, eventSelect, toEventDto } from "@/lib/domain/events/event-response";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/domain/events/require-organizer";
import { checkVenue } from "@/lib/domain/events/venue";
import { checkVenueImage } from "@/lib/domain/events/venue-image";
import { fillFromWaitlist } from "@/lib/domain/events/waitlist";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { EVENT_MESSAGES, type UpdateEventBody } from "@/lib/contract/events/schemas";

/**
 * Organizer only (404 when the event is hidden from the caller, 403 for someone else's). Fields left out keep their value; null clears. Lowering maxAttendees evicts no
 * one; raising it (or making it unlimited) moves the first in line into the new places, under the
 * event row lock like every waitlist change.
 */
export async function updateEvent(viewer: Viewer, eventId: string, body: UpdateEventBody): Promise<EventDto> {
  const userId = viewer.id;
  const current = await requireOrganizer(viewer, eventId, ORGANIZER_MESSAGES.edit);
  const endDate = body.endDate === undefined ? current.endDate : body.endDate;
  if (endDate && endDate.getTime() < body.date.getTime()) throw badRequest(EVENT_MESSAGES.endBeforeStart);
  const venueImageUrl = await checkVenueImage(viewer, body.venueImageUrl, current.venueImageUrl);
  const venueBusinessId = await checkVenue(body.venueBusinessId);
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Event" WHERE "id" = ${eventId} AND "organizerId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw notFound(EVENT_NOT_FOUND);
    const event = await tx.event.update({
      where: { id: eventId },
      data: {
        title: body.title,
        eventType: body.eventType,
        date: body.date,
        endDate: body.endDate,
        description: body.description,
        location: body.location,
        maxAttendees: body.maxAttendees,
        priceYen: body.price,
        ageRestriction: body.ageRestriction,
        tags: body.tags,
        venueImageUrl,
        venueBusinessId,
        accessibility: body.accessibility,
        accessibilityNotes: body.accessibilityNotes,
      },
      select: { id: true, title: true, maxAttendees: true },
    });
    await fillFromWaitlist(tx, event);
  });
  const row = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: eventSelect(viewer) });
  return toEventDto(row);
}
