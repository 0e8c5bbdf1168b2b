import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { syncFollowNotice } from "@/lib/services/notifications/notify";
import { assertCanInteract, relationToViewerSelect, type Viewer } from "@/lib/services/safety/visibility";
import type { FollowState, FollowStatus } from "@/lib/users/types";
import { USER_NOT_FOUND } from "@/lib/services/users/get-profile";

/**
 * The follow button: unfollows when following, cancels a pending request, else follows a public
 * account or asks to follow a private one (a FollowRequest the target accepts or declines).
 * Returns the new status and the target's counts. 403 across a block (either way), 404 for an
 * unknown or suspended member.
 */
export async function toggleFollow(viewer: Viewer, targetId: string): Promise<FollowState> {
  const viewerId = viewer.id;
  if (viewerId === targetId) throw badRequest("You cannot follow yourself");
  const target = await db.user.findUnique({ where: { id: targetId }, select: { ...relationToViewerSelect(viewer), isPrivate: true } });
  if (!target) throw notFound(USER_NOT_FOUND);
  assertCanInteract(viewer, target, USER_NOT_FOUND);
  const key = { followerId: viewerId, followingId: targetId };
  const request = { requesterId: viewerId, targetId };
  let status: FollowStatus;
  let changed = true;
  if ((await db.follow.deleteMany({ where: key })).count > 0) status = "none";
  else if ((await db.followRequest.deleteMany({ where: request })).count > 0) status = "none";
  else if (target.isPrivate) {
    // A concurrent double tap may have created it already: that still means "requested".
    changed = (await db.followRequest.createMany({ data: [request], skipDuplicates: true })).count > 0;
    status = "requested";
  } else {
    changed = (await db.follow.createMany({ data: [key], skipDuplicates: true })).count > 0;
    status = "following";
  }
  if (changed) await syncFollowNotice(viewerId, targetId, status);
  const counts = await db.user.findUniqueOrThrow({
    where: { id: targetId },
    select: { _count: { select: { followers: true, following: true } } },
  });
  return {
    status,
    isFollowing: status === "following",
    followersCount: counts._count.followers,
    followingCount: counts._count.following,
  };
}
