import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { EventDetailDto } from "@/lib/contract/events/types";
import { EVENT_NOT_FOUND, eventSelect, toEventDto } from "@/lib/domain/events/event-response";
import { waitlistPosition } from "@/lib/domain/events/waitlist";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

/** One event with the viewer's place in its waitlist; 404 when missing or when its organiser is hidden from the viewer (block, suspension). */
export async function getEvent(viewer: Viewer, eventId: string): Promise<EventDetailDto> {
  const row = await db.event.findFirst({ where: { id: eventId, organizer: visibleUserWhere(viewer) }, select: eventSelect(viewer) });
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const mine = row.waitlist[0];
  return { ...toEventDto(row), waitlistPosition: mine ? await waitlistPosition(db, eventId, mine.seq) : null };
}
