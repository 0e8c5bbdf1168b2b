import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { publishLive } from "@/lib/data/realtime/hub";
import type { BlockState } from "@/lib/contract/safety/types";
import { lockPair, PAIR_TRANSACTION } from "@/lib/domain/safety/pair-lock";
import { USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

/**
 * Blocks the target, or unblocks when a block already stands. Blocking removes follows (and pending follow requests) in both
 * directions in the same transaction; the blocked member is not told. Any existing member can be
 * blocked (even one hidden from the viewer): blocking must never fail for someone who needs it.
 */
export async function toggleBlock(viewer: Viewer, targetId: string): Promise<BlockState> {
  if (viewer.id === targetId) throw badRequest(serverText("cannotBlockSelf"));
  const target = await db.user.findUnique({ where: { id: targetId }, select: { id: true } });
  if (!target) throw notFound(USER_NOT_FOUND);
  const key = { blockerId: viewer.id, blockedId: targetId };
  const removed = await db.block.deleteMany({ where: key });
  if (removed.count > 0) return { blocked: false };
  await db.$transaction(async (tx) => {
    // a follow, a follow request or its acceptance racing this block waits here, or is waited for:
    // it never lands beside the block (lib/domain/safety/pair-lock.ts)
    await lockPair(tx, viewer.id, targetId);
    // a racing double tap may have inserted it already: that still means "blocked"
    await tx.block.createMany({ data: [key], skipDuplicates: true });
    await tx.follow.deleteMany({
      where: {
        OR: [
          { followerId: viewer.id, followingId: targetId },
          { followerId: targetId, followingId: viewer.id },
        ],
      },
    });
    await tx.followRequest.deleteMany({
      where: {
        OR: [
          { requesterId: viewer.id, targetId },
          { requesterId: targetId, targetId: viewer.id },
        ],
      },
    });
  }, PAIR_TRANSACTION);
  // the conversation vanishes (the rows stay: an unblock brings it back). Only the blocker's own open
  // tabs are told; the blocked member's stream hears nothing, their next read finds nothing (issue #28)
  const [userAId, userBId] = [viewer.id, targetId].sort() as [string, string];
  const conversation = await db.conversation.findUnique({ where: { userAId_userBId: { userAId, userBId } }, select: { id: true } });
  if (conversation) await publishLive([viewer.id], { type: "conversation-removed", conversationId: conversation.id });
  return { blocked: true };
}
