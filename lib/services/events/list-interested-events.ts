import "server-only";
import { db } from "@/lib/db";
import type { EventDto } from "@/lib/events/types";
import { eventSelect, toEventDtos, upcomingThenPast } from "@/lib/services/events/event-dto";

export const INTERESTED_LIMIT = 100;

/**
 * Events a member marked interest in (profile Events tab). Only the member sees their own list:
 * interest in a queer event is sensitive, so other viewers get an empty list (docs/decisions/events.md).
 */
export async function listInterestedEvents(viewerId: string, userId: string): Promise<EventDto[]> {
  if (viewerId !== userId) return [];
  const rows = await db.event.findMany({
    where: { attendees: { some: { userId } } },
    orderBy: [{ date: "desc" }, { id: "asc" }],
    take: INTERESTED_LIMIT,
    select: eventSelect(viewerId),
  });
  return upcomingThenPast(toEventDtos(rows));
}
