import "server-only";
import { notFound } from "@/lib/core/errors";
import { isAccessibilityFeature, sortFeatures } from "@/lib/contract/events/accessibility";
import type { EventDto } from "@/lib/contract/events/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { serverText } from "@/lib/core/server-text";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

// The one select for EventDto: organizer names, the attendee count by aggregation and the
// viewer's own attendee row (0 or 1), all in the same query.
export function eventSelect(viewer: Viewer) {
  return {
    id: true,
    title: true,
    description: true,
    location: true,
    date: true,
    endDate: true,
    eventType: true,
    maxAttendees: true,
    priceYen: true,
    ageRestriction: true,
    tags: true,
    venueImageUrl: true,
    imageUrl: true,
    organizerId: true,
    venueBusinessId: true,
    accessibility: true,
    accessibilityNotes: true,
    organizer: { select: userSummarySelect },
    venue: { select: { id: true, name: true } },
    _count: { select: { attendees: true, waitlist: true } },
    attendees: { where: { userId: viewer.id }, select: { id: true }, take: 1 },
    waitlist: { where: { userId: viewer.id }, select: { seq: true }, take: 1 },
  } satisfies Prisma.EventSelect;
}

export type EventRow = Prisma.EventGetPayload<{ select: ReturnType<typeof eventSelect> }>;

export const EVENT_NOT_FOUND = serverText("eventNotFound");

const printable = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/** A row whose date cannot be printed (stored before dates were range-checked) is not found, not a 500. */
export function toEventDto(row: EventRow, now = new Date()): EventDto {
  if (!printable(row.date)) throw notFound(EVENT_NOT_FOUND);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    date: row.date.toISOString(),
    endDate: printable(row.endDate) ? row.endDate.toISOString() : null,
    eventType: row.eventType,
    maxAttendees: row.maxAttendees,
    price: row.priceYen,
    ageRestriction: row.ageRestriction,
    tags: row.tags,
    venueImageUrl: row.venueImageUrl,
    imageUrl: row.imageUrl,
    organizerId: row.organizerId,
    organizer: toUserSummary(row.organizer, ["firstName", "lastName"]),
    venue: row.venue ? { id: row.venue.id, name: row.venue.name } : null,
    accessibility: sortFeatures((row.accessibility ?? []).filter(isAccessibilityFeature)),
    accessibilityNotes: row.accessibilityNotes,
    attendeesCount: row._count.attendees,
    waitlistCount: row._count.waitlist,
    isInterested: row.attendees.length > 0,
    isWaitlisted: row.waitlist.length > 0,
    hasEnded: eventHasEnded(row, now),
  };
}

/** The event is over: its end (or its start, when it has none) is before `now`. */
export function eventHasEnded(event: { date: Date; endDate: Date | null }, now = new Date()): boolean {
  return (printable(event.endDate) ? event.endDate : event.date).getTime() < now.getTime();
}

/** Lists leave out rows they cannot print, so one bad row cannot break the screen for everyone. */
export function toEventDtos(rows: EventRow[]): EventDto[] {
  const now = new Date();
  return rows.filter((row) => printable(row.date)).map((row) => toEventDto(row, now));
}

/** Upcoming (not yet ended) first by date ascending, then past by date descending. */
export function upcomingThenPast(events: EventDto[], now = new Date()): EventDto[] {
  const isOver = (e: EventDto) => new Date(e.endDate ?? e.date).getTime() < now.getTime();
  const upcoming = events.filter((e) => !isOver(e)).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter(isOver).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
}
