import "server-only";
import type { CloseFriendPage } from "@/lib/contract/close-friends/types";
import { db } from "@/lib/data/db";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { userSummarySelect } from "@/lib/domain/users/user-response";

export const CLOSE_FRIENDS_PAGE_SIZE = 50;

/**
 * GET /api/close-friends: the viewer's own list (nobody else's can be read), newest first, without
 * members hidden from the viewer; the cursor is the last member's id.
 */
export async function listCloseFriends(viewer: Viewer, cursor?: string): Promise<CloseFriendPage> {
  const rows = await db.closeFriend.findMany({
    where: { ownerId: viewer.id, friend: visibleUserWhere(viewer) },
    orderBy: [{ createdAt: "desc" }, { friendId: "desc" }],
    take: CLOSE_FRIENDS_PAGE_SIZE + 1,
    ...(cursor ? { skip: 1, cursor: { ownerId_friendId: { ownerId: viewer.id, friendId: cursor } } } : {}),
    select: { createdAt: true, friend: { select: userSummarySelect } },
  });
  const items = rows.slice(0, CLOSE_FRIENDS_PAGE_SIZE).map((r) => ({ ...r.friend, addedAt: r.createdAt.toISOString() }));
  return { items, nextCursor: rows.length > CLOSE_FRIENDS_PAGE_SIZE ? items[items.length - 1].id : null };
}
