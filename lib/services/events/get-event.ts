import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { EventDto } from "@/lib/events/types";
import { eventSelect, toEventDto } from "@/lib/services/events/event-dto";

export async function getEvent(viewerId: string, eventId: string): Promise<EventDto> {
  const row = await db.event.findUnique({ where: { id: eventId }, select: eventSelect(viewerId) });
  if (!row) throw notFound("Event not found");
  return toEventDto(row);
}
