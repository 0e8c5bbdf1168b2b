import "server-only";
import { db } from "@/lib/data/db";
import { findMembership } from "@/lib/domain/messages/find-membership";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** DELETE /api/conversations/{id}: "delete for me": hides every message so far and the row, until a newer message; the other member is not told. */
export async function clearConversation(viewer: Viewer, conversationId: string): Promise<void> {
  await findMembership(viewer, conversationId);
  const now = new Date();
  await db.conversationMember.update({
    where: { conversationId_userId: { conversationId, userId: viewer.id } },
    data: { clearedAt: now, lastReadAt: now },
  });
}
