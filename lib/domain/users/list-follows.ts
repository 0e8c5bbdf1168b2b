import "server-only";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { authorVisibleToViewerWhere, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { assertProfileContentVisible } from "@/lib/domain/users/assert-profile-content-visible";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";
import { withFollowState } from "@/lib/domain/users/user-response";
import type { FollowPage } from "@/lib/contract/users/types";

export const FOLLOW_PAGE_SIZE = 50;

type Direction = "followers" | "following";

/**
 * Followers (or followed members) of `userId`, newest follow first, FOLLOW_PAGE_SIZE per page, without
 * members hidden from the viewer (blocks either way, suspensions); 404 when `userId` itself is hidden
 * or unknown, 403 `private_account` when it is a private account the viewer does not follow (the
 * owner, approved followers and admins see it). Mutes do not apply (feed and stories only).
 * The cursor is the last row's (follow time, member id), so an unfollow between pages loses nobody.
 */
export async function listFollows(viewer: Viewer, direction: Direction, userId: string, cursor?: string): Promise<FollowPage> {
  const after = readCursor(cursor);
  const visible = visibleUserWhere(viewer);
  const owner = userId === viewer.id ? {} : { ...visible, ...authorVisibleToViewerWhere(viewer) };
  const isFollowers = direction === "followers";
  const other = isFollowers ? "followerId" : "followingId";
  const keyset = keysetQuery(newestFirst(other), after, FOLLOW_PAGE_SIZE);
  const where = isFollowers ? { followingId: userId, following: owner, follower: visible } : { followerId: userId, follower: owner, following: visible };
  const rows = (
    await db.follow.findMany({
      where: { AND: [where, keyset.where] },
      orderBy: keyset.orderBy,
      take: keyset.take,
      select: { createdAt: true, follower: isFollowers ? { select: userSummarySelect } : false, following: isFollowers ? false : { select: userSummarySelect } },
    })
  ).map((r) => ({ createdAt: r.createdAt, user: (isFollowers ? r.follower : r.following)! }));
  if (rows.length === 0 && !cursor) await assertProfileContentVisible(viewer, userId);
  const { items, nextCursor } = keysetPage(rows, FOLLOW_PAGE_SIZE, (r) => ({ at: r.createdAt, id: r.user.id }));
  return { users: await withFollowState(viewer, items.map((p) => toUserSummary(p.user))), nextCursor };
}
