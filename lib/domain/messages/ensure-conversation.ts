import "server-only";
import { messageRequestsOff } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import type { Viewer } from "@/lib/domain/safety/visibility";

export type Recipient = { id: string; allowMessageRequests: boolean; followsStarter: boolean };

/**
 * The conversation between the viewer and `recipient`, created when missing: the viewer's folder
 * is inbox, the recipient's inbox when they follow the starter, else requests (the viewer starts it). 403
 * message_requests_off when it would be (or still is) a request and the recipient turned requests off.
 */
export async function ensureConversation(viewer: Viewer, recipient: Recipient): Promise<{ id: string; created: boolean }> {
  const [userAId, userBId] = [viewer.id, recipient.id].sort() as [string, string];
  const refused = () => !recipient.followsStarter && !recipient.allowMessageRequests;
  const find = () =>
    db.conversation.findUnique({
      where: { userAId_userBId: { userAId, userBId } },
      select: { id: true, members: { where: { userId: recipient.id }, select: { folder: true } } },
    });
  const existing = await find();
  if (existing) {
    if (existing.members[0]?.folder !== "inbox" && refused()) throw messageRequestsOff();
    return { id: existing.id, created: false };
  }
  if (refused()) throw messageRequestsOff();
  try {
    const row = await db.conversation.create({
      data: {
        userAId,
        userBId,
        starterId: viewer.id,
        members: {
          create: [
            { userId: viewer.id, folder: "inbox" },
            { userId: recipient.id, folder: recipient.followsStarter ? "inbox" : "requests" },
          ],
        },
      },
      select: { id: true },
    });
    return { id: row.id, created: true };
  } catch (error) {
    // both members opened it at once: the other request created it
    if (!isUniqueViolation(error)) throw error;
    const raced = await find();
    if (!raced) throw error;
    return { id: raced.id, created: false };
  }
}
