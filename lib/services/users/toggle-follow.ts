import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { assertCanInteract, relationToViewerSelect, type Viewer } from "@/lib/services/safety/visibility";
import type { FollowState } from "@/lib/users/types";
import { USER_NOT_FOUND } from "@/lib/services/users/get-profile";

/**
 * Follows the target if the viewer does not yet, else unfollows; returns the new state and counts.
 * 403 across a block (either way), 404 for an unknown or suspended member.
 */
export async function toggleFollow(viewer: Viewer, targetId: string): Promise<FollowState> {
  const viewerId = viewer.id;
  if (viewerId === targetId) throw badRequest("You cannot follow yourself");
  const target = await db.user.findUnique({ where: { id: targetId }, select: relationToViewerSelect(viewer) });
  if (!target) throw notFound(USER_NOT_FOUND);
  assertCanInteract(viewer, target, USER_NOT_FOUND);
  const key = { followerId: viewerId, followingId: targetId };
  const removed = await db.follow.deleteMany({ where: key });
  if (removed.count === 0) {
    // A concurrent double tap may have created it already: that still means "following".
    await db.follow.createMany({ data: [key], skipDuplicates: true });
  }
  const counts = await db.user.findUniqueOrThrow({
    where: { id: targetId },
    select: { _count: { select: { followers: true, following: true } } },
  });
  return {
    isFollowing: removed.count === 0,
    followersCount: counts._count.followers,
    followingCount: counts._count.following,
  };
}
