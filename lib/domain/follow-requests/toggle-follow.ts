import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { syncFollowNotice } from "@/lib/domain/notifications/notify";
import { lockPair, PAIR_TRANSACTION } from "@/lib/domain/safety/pair-lock";
import { assertCanInteract, relationToViewerSelect, USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";
import type { FollowState, FollowStatus } from "@/lib/contract/users/types";
import { serverText } from "@/lib/core/server-text";

/**
 * The follow button: unfollows when following, cancels a pending request, else follows a public
 * account or asks to follow a private one (a FollowRequest the target accepts or declines).
 * Returns the new status and the target's counts. 403 across a block (either way), 404 for an
 * unknown or suspended member.
 */
export async function toggleFollow(viewer: Viewer, targetId: string): Promise<FollowState> {
  const viewerId = viewer.id;
  if (viewerId === targetId) throw badRequest(serverText("cannotFollowSelf"));
  const key = { followerId: viewerId, followingId: targetId };
  const request = { requesterId: viewerId, targetId };
  // The target and the block are read under the pair's lock: a block committed before wins, and a
  // block racing this follow waits and then removes it (lib/domain/safety/pair-lock.ts).
  const { status, changed } = await db.$transaction(async (tx): Promise<{ status: FollowStatus; changed: boolean }> => {
    await lockPair(tx, viewerId, targetId);
    const current = await tx.user.findUnique({ where: { id: targetId }, select: { ...relationToViewerSelect(viewer), isPrivate: true } });
    if (!current) throw notFound(USER_NOT_FOUND);
    assertCanInteract(viewer, current, USER_NOT_FOUND);
    if ((await tx.follow.deleteMany({ where: key })).count > 0) return { status: "none", changed: true };
    if ((await tx.followRequest.deleteMany({ where: request })).count > 0) return { status: "none", changed: true };
    // A concurrent double tap may have created it already: that still means "requested" / "following".
    if (current.isPrivate) return { status: "requested", changed: (await tx.followRequest.createMany({ data: [request], skipDuplicates: true })).count > 0 };
    return { status: "following", changed: (await tx.follow.createMany({ data: [key], skipDuplicates: true })).count > 0 };
  }, PAIR_TRANSACTION);
  if (changed) await syncFollowNotice(viewer, targetId, status);
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
