import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { notifyFollowAccepted } from "@/lib/services/notifications/notify";
import { FOLLOW_REQUEST_NOT_FOUND } from "@/lib/services/follow-requests/follow-request-response";

export type FollowRequestAnswer = { id: string; status: "accepted" | "declined" };

/**
 * The target of a request accepts it (the requester becomes a follower) or declines it (the
 * request goes, the requester is not told). 404 for anyone else's request or an unknown id.
 */
export async function answerFollowRequest(viewer: { id: string }, requestId: string, accept: boolean): Promise<FollowRequestAnswer> {
  const request = await db.followRequest.findFirst({ where: { id: requestId, targetId: viewer.id }, select: { id: true, requesterId: true } });
  if (!request) throw notFound(FOLLOW_REQUEST_NOT_FOUND);
  const removed = db.followRequest.deleteMany({ where: { id: request.id, targetId: viewer.id } });
  if (accept) {
    await db.$transaction([removed, db.follow.createMany({ data: [{ followerId: request.requesterId, followingId: viewer.id }], skipDuplicates: true })]);
    await notifyFollowAccepted(viewer.id, request.requesterId);
  } else {
    await removed;
  }
  return { id: request.id, status: accept ? "accepted" : "declined" };
}
