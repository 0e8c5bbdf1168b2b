import "server-only";
import { db } from "@/lib/data/db";
import type { EventDto } from "@/lib/contract/events/types";
import { eventSelect, toEventDto } from "@/lib/domain/events/event-response";
import { checkVenue } from "@/lib/domain/events/venue";
import { checkVenueImage } from "@/lib/domain/events/venue-image";
import type { CreateEventBody } from "@/lib/contract/events/schemas";

export async function createEvent(organizerId: string, body: CreateEventBody): Promise<EventDto> {
  const venueImageUrl = await checkVenueImage(organizerId, body.venueImageUrl);
  const venueBusinessId = await checkVenue(body.venueBusinessId);
  const row = await db.event.create({
    data: {
      organizerId,
      title: body.title,
      eventType: body.eventType,
      date: body.date,
      endDate: body.endDate ?? null,
      description: body.description ?? null,
      location: body.location ?? null,
      maxAttendees: body.maxAttendees ?? null,
      priceYen: body.price ?? null,
      ageRestriction: body.ageRestriction ?? "all_ages",
      tags: body.tags ?? [],
      venueImageUrl: venueImageUrl ?? null,
      venueBusinessId: venueBusinessId ?? null,
      accessibility: body.accessibility ?? [],
      accessibilityNotes: body.accessibilityNotes ?? null,
    },
    select: eventSelect(organizerId),
  });
  return toEventDto(row);
}
