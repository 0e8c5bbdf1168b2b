import "server-only";
import type { CloseFriendPage } from "@/lib/contract/close-friends/types";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { toUserSummary, userSummarySelect } from "@/lib/domain/members/user-summary";

export const CLOSE_FRIENDS_PAGE_SIZE = 50;
const CLOSE_FRIEND_ORDER = newestFirst("friendId");

/**
 * GET /api/close-friends: the viewer's own list (nobody else's can be read), newest first, without
 * members hidden from the viewer.
 */
export async function listCloseFriends(viewer: Viewer, cursor?: string): Promise<CloseFriendPage> {
  const { where, orderBy, take } = keysetQuery(CLOSE_FRIEND_ORDER, readCursor(cursor), CLOSE_FRIENDS_PAGE_SIZE);
  const rows = await db.closeFriend.findMany({
    where: { AND: [{ ownerId: viewer.id, friend: visibleUserWhere(viewer) }, where] },
    orderBy,
    take,
    select: { createdAt: true, friendId: true, friend: { select: userSummarySelect } },
  });
  const { items, nextCursor } = keysetPage(rows, CLOSE_FRIENDS_PAGE_SIZE, CLOSE_FRIEND_ORDER);
  return { items: items.map((r) => ({ ...toUserSummary(r.friend), addedAt: r.createdAt.toISOString() })), nextCursor };
}
