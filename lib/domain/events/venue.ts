import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { EVENT_MESSAGES } from "@/lib/contract/events/schemas";

/** A venue must be a listed PeerPicks business (400 otherwise); null clears, undefined keeps. */
export async function checkVenue(venueBusinessId: string | null | undefined) {
  if (!venueBusinessId) return venueBusinessId;
  const business = await db.business.findUnique({ where: { id: venueBusinessId }, select: { id: true } });
  if (!business) throw badRequest(EVENT_MESSAGES.venue);
  return business.id;
}
