import "server-only";
import { db } from "@/lib/db";
import { authorVisibleToViewerWhere, visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";
import { userSummarySelect, withFollowState } from "@/lib/services/users/user-response";
import type { FollowPage } from "@/lib/users/types";
import { assertProfileContentVisible } from "@/lib/services/users/assert-profile-content-visible";

export const FOLLOW_PAGE_SIZE = 50;

type Direction = "followers" | "following";

/**
 * Followers (or followed users) of `userId`, newest first, FOLLOW_PAGE_SIZE per page, without
 * members hidden from the viewer; 404 when `userId` itself is hidden or unknown, 403
 * `private_account` when it is a private account the viewer does not follow.
 * The cursor is the id of the last user of the previous page.
 */
export async function listFollows(direction: Direction, userId: string, viewer: Viewer, cursor?: string): Promise<FollowPage> {
  const viewerId = viewer.id;
  const visible = visibleUserWhere(viewer);
  const owner = userId === viewerId ? {} : { ...visible, ...authorVisibleToViewerWhere(viewer) };
  const isFollowers = direction === "followers";
  const take = FOLLOW_PAGE_SIZE + 1;
  const key = (other: string) =>
    isFollowers ? { followerId: other, followingId: userId } : { followerId: userId, followingId: other };
  const page: { take: number; skip?: number; cursor?: { followerId_followingId: ReturnType<typeof key> } } = cursor
    ? { take, skip: 1, cursor: { followerId_followingId: key(cursor) } }
    : { take };
  const found = isFollowers
    ? (
        await db.follow.findMany({
          where: { followingId: userId, following: owner, follower: visible },
          orderBy: [{ createdAt: "desc" }, { followerId: "desc" }],
          ...page,
          select: { follower: { select: userSummarySelect } },
        })
      ).map((r) => r.follower)
    : (
        await db.follow.findMany({
          where: { followerId: userId, follower: owner, following: visible },
          orderBy: [{ createdAt: "desc" }, { followingId: "desc" }],
          ...page,
          select: { following: { select: userSummarySelect } },
        })
      ).map((r) => r.following);
  if (found.length === 0 && !cursor) await assertProfileContentVisible(viewer, userId);
  const users = found.slice(0, FOLLOW_PAGE_SIZE);
  const nextCursor = found.length > FOLLOW_PAGE_SIZE ? users[users.length - 1].id : null;
  return { users: await withFollowState(users, viewerId), nextCursor };
}
