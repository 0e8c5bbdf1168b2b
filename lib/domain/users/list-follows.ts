import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { decodeCursor, encodeCursor } from "@/lib/domain/posts/cursor";
import { authorVisibleToViewerWhere, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { assertProfileContentVisible } from "@/lib/domain/users/assert-profile-content-visible";
import { userSummarySelect, withFollowState } from "@/lib/domain/users/user-response";
import type { FollowPage } from "@/lib/contract/users/types";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

export const FOLLOW_PAGE_SIZE = 50;

type Direction = "followers" | "following";

/**
 * Followers (or followed members) of `userId`, newest follow first, FOLLOW_PAGE_SIZE per page, without
 * members hidden from the viewer (blocks either way, suspensions); 404 when `userId` itself is hidden
 * or unknown, 403 `private_account` when it is a private account the viewer does not follow (the
 * owner, approved followers and admins see it). Mutes do not apply (feed and stories only).
 * The cursor is the last row's (follow time, member id), so an unfollow between pages loses nobody.
 */
export async function listFollows(direction: Direction, userId: string, viewer: Viewer, cursor?: string): Promise<FollowPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) throw badRequest(INVALID_CURSOR);
  const visible = visibleUserWhere(viewer);
  const owner = userId === viewer.id ? {} : { ...visible, ...authorVisibleToViewerWhere(viewer) };
  const isFollowers = direction === "followers";
  const other = isFollowers ? "followerId" : "followingId";
  const keyset = after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, [other]: { lt: after.id } }] } : {};
  const where = isFollowers
    ? { followingId: userId, following: owner, follower: visible, ...keyset }
    : { followerId: userId, follower: owner, following: visible, ...keyset };
  const rows = (
    await db.follow.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { [other]: "desc" }],
      take: FOLLOW_PAGE_SIZE + 1,
      select: { createdAt: true, follower: isFollowers ? { select: userSummarySelect } : false, following: isFollowers ? false : { select: userSummarySelect } },
    })
  ).map((r) => ({ createdAt: r.createdAt, user: (isFollowers ? r.follower : r.following)! }));
  if (rows.length === 0 && !cursor) await assertProfileContentVisible(viewer, userId);
  const page = rows.slice(0, FOLLOW_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor = rows.length > FOLLOW_PAGE_SIZE && last ? encodeCursor({ createdAt: last.createdAt, id: last.user.id }) : null;
  return { users: await withFollowState(page.map((p) => p.user), viewer.id), nextCursor };
}
