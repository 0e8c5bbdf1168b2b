import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { EventDto } from "@/lib/events/types";
import { EVENT_NOT_FOUND, eventSelect, toEventDto } from "@/lib/services/events/event-response";
import { ORGANIZER_MESSAGES, requireOrganizer } from "@/lib/services/events/require-organizer";
import { checkVenueImage } from "@/lib/services/events/venue-image";
import { EVENT_MESSAGES, type UpdateEventBody } from "@/lib/validations/events";

/** Organizer only. Fields left out keep their value; null clears. */
export async function updateEvent(userId: string, eventId: string, body: UpdateEventBody): Promise<EventDto> {
  const current = await requireOrganizer(userId, eventId, ORGANIZER_MESSAGES.edit);
  const endDate = body.endDate === undefined ? current.endDate : body.endDate;
  if (endDate && endDate.getTime() < body.date.getTime()) throw badRequest(EVENT_MESSAGES.endBeforeStart);
  const venueImageUrl = await checkVenueImage(userId, body.venueImageUrl, current.venueImageUrl);
  const { count } = await db.event.updateMany({
    where: { id: eventId, organizerId: userId },
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
    },
  });
  if (count === 0) throw notFound(EVENT_NOT_FOUND);
  const row = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: eventSelect(userId) });
  return toEventDto(row);
}
