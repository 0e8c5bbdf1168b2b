import "server-only";
import { notFound } from "@/lib/core/errors";
import type { CloseFriendState } from "@/lib/contract/close-friends/types";
import { db } from "@/lib/data/db";
import { USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";

/**
 * DELETE /api/close-friends/{userId}: takes a member off the viewer's list (idempotent). Works across
 * a block, so a member can always clean up their own list; 404 only for an unknown member.
 */
export async function removeCloseFriend(viewer: Viewer, friendId: string): Promise<CloseFriendState> {
  const { count } = await db.closeFriend.deleteMany({ where: { ownerId: viewer.id, friendId } });
  if (count === 0) {
    const exists = await db.user.count({ where: { id: friendId } });
    if (!exists) throw notFound(USER_NOT_FOUND);
  }
  return { userId: friendId, isCloseFriend: false };
}
