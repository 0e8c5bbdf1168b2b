import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { EventDto } from "@/lib/events/types";
import { EVENT_NOT_FOUND, eventSelect, toEventDto } from "@/lib/services/events/event-response";
import { visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";

/** One event; 404 when missing or when its organiser is hidden from the viewer (block, suspension). */
export async function getEvent(viewer: Viewer, eventId: string): Promise<EventDto> {
  const row = await db.event.findFirst({ where: { id: eventId, organizer: visibleUserWhere(viewer) }, select: eventSelect(viewer.id) });
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toEventDto(row);
}
