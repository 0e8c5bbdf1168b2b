import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { Recipient } from "@/lib/domain/messages/ensure-conversation";
import { USER_NOT_FOUND, type Viewer, visibleUserWhere } from "@/lib/domain/safety/visibility";

/** A member the viewer may message: 404 when unknown, suspended or blocked either way (never says which). */
export async function findRecipient(viewer: Viewer, userId: string): Promise<Recipient> {
  const user = await db.user.findFirst({
    where: { id: userId, ...visibleUserWhere({ id: viewer.id }) },
    select: { id: true, allowMessageRequests: true, following: { where: { followingId: viewer.id }, select: { followingId: true }, take: 1 } },
  });
  if (!user) throw notFound(USER_NOT_FOUND);
  return { id: user.id, allowMessageRequests: user.allowMessageRequests, followsStarter: user.following.length > 0 };
}
