import "server-only";
import { db } from "@/lib/data/db";
import type { EventDto } from "@/lib/contract/events/types";
import { eventSelect, toEventDtos, upcomingThenPast } from "@/lib/domain/events/event-response";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

export const INTERESTED_LIMIT = 100;

/**
 * Events a member marked interest in (profile Events tab). Only the member sees their own list:
 * interest in a queer event is sensitive, so other viewers get an empty list (docs/decisions/events.md).
 */
export async function listInterestedEvents(viewer: Viewer, userId: string): Promise<EventDto[]> {
  if (viewer.id !== userId) return [];
  const rows = await db.event.findMany({
    where: { attendees: { some: { userId } }, organizer: visibleUserWhere(viewer) },
    orderBy: [{ date: "desc" }, { id: "asc" }],
    take: INTERESTED_LIMIT,
    select: eventSelect(viewer),
  });
  return upcomingThenPast(toEventDtos(rows));
}
