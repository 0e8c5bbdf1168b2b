import "server-only";
import { db } from "@/lib/db";
import type { EventDto } from "@/lib/events/types";
import { eventSelect, toEventDtos } from "@/lib/services/events/event-dto";

export const UPCOMING_LIMIT = 100;
export const PAST_LIMIT = 30;

/** Upcoming (or still running) events by date ascending, then recent past events by date descending. */
export async function listEvents(viewerId: string, now = new Date()): Promise<EventDto[]> {
  const select = eventSelect(viewerId);
  const running = { OR: [{ date: { gte: now } }, { endDate: { gte: now } }] };
  // spelled out rather than NOT(running): a NULL endDate would make NOT(...) unknown in SQL
  const over = { date: { lt: now }, OR: [{ endDate: null }, { endDate: { lt: now } }] };
  const [upcoming, past] = await Promise.all([
    db.event.findMany({ where: running, orderBy: [{ date: "asc" }, { id: "asc" }], take: UPCOMING_LIMIT, select }),
    db.event.findMany({ where: over, orderBy: [{ date: "desc" }, { id: "asc" }], take: PAST_LIMIT, select }),
  ]);
  return toEventDtos([...upcoming, ...past]);
}
