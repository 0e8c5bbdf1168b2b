import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { publishLive } from "@/lib/realtime/hub";
import type { BlockState } from "@/lib/safety/types";
import type { Viewer } from "@/lib/services/safety/visibility";
import { USER_NOT_FOUND } from "@/lib/services/users/get-profile";

/**
 * Blocks the target, or unblocks when a block already stands. Blocking removes follows (and pending follow requests) in both
 * directions in the same transaction; the blocked member is not told. Any existing member can be
 * blocked (even one hidden from the viewer): blocking must never fail for someone who needs it.
 */
export async function toggleBlock(viewer: Viewer, targetId: string): Promise<BlockState> {
  if (viewer.id === targetId) throw badRequest("You cannot block yourself");
  const target = await db.user.findUnique({ where: { id: targetId }, select: { id: true } });
  if (!target) throw notFound(USER_NOT_FOUND);
  const key = { blockerId: viewer.id, blockedId: targetId };
  const removed = await db.block.deleteMany({ where: key });
  if (removed.count > 0) return { blocked: false };
  await db.$transaction([
    // a racing double tap may have inserted it already: that still means "blocked"
    db.block.createMany({ data: [key], skipDuplicates: true }),
    db.follow.deleteMany({
      where: {
        OR: [
          { followerId: viewer.id, followingId: targetId },
          { followerId: targetId, followingId: viewer.id },
        ],
      },
    }),
    db.followRequest.deleteMany({
      where: {
        OR: [
          { requesterId: viewer.id, targetId },
          { requesterId: targetId, targetId: viewer.id },
        ],
      },
    }),
  ]);
  // their conversation vanishes for both at once (the rows stay: an unblock brings it back)
  const [userAId, userBId] = [viewer.id, targetId].sort() as [string, string];
  const conversation = await db.conversation.findUnique({ where: { userAId_userBId: { userAId, userBId } }, select: { id: true } });
  if (conversation) await publishLive([viewer.id, targetId], { type: "conversation-removed", conversationId: conversation.id });
  return { blocked: true };
}
