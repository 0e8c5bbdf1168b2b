import "server-only";
import { db } from "@/lib/data/db";
import { publishLive } from "@/lib/data/realtime/hub";
import { findMembership } from "@/lib/domain/messages/find-membership";
import { countUnread } from "@/lib/domain/messages/unread-count";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { log } from "@/lib/core/log";

/** POST /api/conversations/{id}/read: lastReadAt = now; the other member hears of it only where "Seen" shows. */
export async function markRead(viewer: Viewer, conversationId: string): Promise<{ readAt: string }> {
  const membership = await findMembership(viewer, conversationId);
  const readAt = new Date();
  await db.conversationMember.update({ where: { conversationId_userId: { conversationId, userId: viewer.id } }, data: { lastReadAt: readAt } });
  const both = await db.user.count({ where: { id: { in: [viewer.id, membership.otherId] }, readReceipts: true } });
  const seenShows = both === 2 && membership.folder === "inbox" && membership.otherFolder === "inbox";
  await Promise.all([
    seenShows ? publishLive([membership.otherId], { type: "read", conversationId, readAt: readAt.toISOString() }) : undefined,
    countUnread(viewer).then((counts) => publishLive([viewer.id], { type: "unread", counts })),
  ]).catch((error: unknown) => log().error({ err: error }, "live read failed"));
  return { readAt: readAt.toISOString() };
}
