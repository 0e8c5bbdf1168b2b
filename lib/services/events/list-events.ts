import "server-only";
import { db } from "@/lib/db";
import type { EventDto } from "@/lib/events/types";
import { eventSelect, toEventDtos } from "@/lib/services/events/event-response";
import { visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";

export const UPCOMING_LIMIT = 100;
export const PAST_LIMIT = 30;

/**
 * Upcoming (or still running) events by date ascending, then recent past events by date descending.
 * Events of an organiser hidden from the viewer (a block either way, a suspension) are left out.
 */
export async function listEvents(viewer: Viewer, now = new Date()): Promise<EventDto[]> {
  const select = eventSelect(viewer.id);
  const organizer = visibleUserWhere(viewer);
  const running = { OR: [{ date: { gte: now } }, { endDate: { gte: now } }] };
  // spelled out rather than NOT(running): a NULL endDate would make NOT(...) unknown in SQL
  const over = { date: { lt: now }, OR: [{ endDate: null }, { endDate: { lt: now } }] };
  const [upcoming, past] = await Promise.all([
    db.event.findMany({ where: { ...running, organizer }, orderBy: [{ date: "asc" }, { id: "asc" }], take: UPCOMING_LIMIT, select }),
    db.event.findMany({ where: { ...over, organizer }, orderBy: [{ date: "desc" }, { id: "asc" }], take: PAST_LIMIT, select }),
  ]);
  return toEventDtos([...upcoming, ...past]);
}
