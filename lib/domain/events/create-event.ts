import "server-only";
import { db } from "@/lib/data/db";
import type { EventDto } from "@/lib/contract/events/types";
import { eventSelect, toEventDto } from "@/lib/domain/events/event-response";
import { checkVenue } from "@/lib/domain/events/venue";
import { checkVenueImage } from "@/lib/domain/events/venue-image";
import type { CreateEventBody } from "@/lib/contract/events/schemas";
import type { Viewer } from "@/lib/domain/safety/visibility";

export async function createEvent(viewer: Viewer, body: CreateEventBody): Promise<EventDto> {
  const venueImageUrl = await checkVenueImage(viewer, body.venueImageUrl);
  const venueBusinessId = await checkVenue(body.venueBusinessId);
  const row = await db.event.create({
    data: {
      organizerId: viewer.id,
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
    select: eventSelect(viewer),
  });
  return toEventDto(row);
}
