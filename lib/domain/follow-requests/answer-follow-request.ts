import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { notifyFollowAccepted } from "@/lib/domain/notifications/notify";
import { lockPair, PAIR_TRANSACTION } from "@/lib/domain/safety/pair-lock";
import { FOLLOW_REQUEST_NOT_FOUND } from "@/lib/domain/follow-requests/follow-request-response";
import type { Viewer } from "@/lib/domain/safety/visibility";

export type FollowRequestAnswer = { id: string; status: "accepted" | "declined" };

/**
 * The target of a request accepts it (the requester becomes a follower) or declines it (the
 * request goes, the requester is not told). 404 for anyone else's request or an unknown id.
 */
export async function answerFollowRequest(viewer: Viewer, requestId: string, accept: boolean): Promise<FollowRequestAnswer> {
  const request = await db.followRequest.findFirst({ where: { id: requestId, targetId: viewer.id }, select: { id: true, requesterId: true } });
  if (!request) throw notFound(FOLLOW_REQUEST_NOT_FOUND);
  if (accept) {
    // Under the pair's lock: a block committed in between removed the request, and then nothing is
    // accepted (404, as for a request that is gone); a racing block waits and removes the follow.
    await db.$transaction(async (tx) => {
      await lockPair(tx, viewer.id, request.requesterId);
      const removed = await tx.followRequest.deleteMany({ where: { id: request.id, targetId: viewer.id } });
      if (removed.count === 0) throw notFound(FOLLOW_REQUEST_NOT_FOUND);
      await tx.follow.createMany({ data: [{ followerId: request.requesterId, followingId: viewer.id }], skipDuplicates: true });
    }, PAIR_TRANSACTION);
    await notifyFollowAccepted(viewer, request.requesterId);
  } else {
    await db.followRequest.deleteMany({ where: { id: request.id, targetId: viewer.id } });
  }
  return { id: request.id, status: accept ? "accepted" : "declined" };
}
