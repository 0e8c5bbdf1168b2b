import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notifyWaitlistPromoted } from "@/lib/domain/notifications/notify";

type Tx = Prisma.TransactionClient;

/**
 * Moves members from the waitlist into free places, first in line first, and tells them. Call it
 * only while holding the event row lock (SELECT … FOR UPDATE), so the count, the line and the moves
 * cannot interleave with another request for the same event. Returns the promoted members' ids.
 */
export async function fillFromWaitlist(tx: Tx, event: { id: string; title: string; maxAttendees: number | null }): Promise<string[]> {
  const taken = await tx.eventAttendee.count({ where: { eventId: event.id } });
  const free = event.maxAttendees === null ? Number.MAX_SAFE_INTEGER : event.maxAttendees - taken;
  if (free <= 0) return [];
  const next = await tx.eventWaitlistEntry.findMany({
    where: { eventId: event.id },
    orderBy: { seq: "asc" },
    take: Math.min(free, 1000),
    select: { id: true, userId: true },
  });
  if (next.length === 0) return [];
  await tx.eventWaitlistEntry.deleteMany({ where: { id: { in: next.map((e) => e.id) } } });
  await tx.eventAttendee.createMany({ data: next.map((e) => ({ eventId: event.id, userId: e.userId, status: "interested" })) });
  const userIds = next.map((e) => e.userId);
  await notifyWaitlistPromoted(tx, userIds, event);
  return userIds;
}

/** 1 for the next in line. */
export function waitlistPosition(client: { eventWaitlistEntry: { count(args: { where: Prisma.EventWaitlistEntryWhereInput }): Promise<number> } }, eventId: string, seq: number) {
  return client.eventWaitlistEntry.count({ where: { eventId, seq: { lte: seq } } });
}
