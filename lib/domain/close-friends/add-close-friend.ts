import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import type { CloseFriendState } from "@/lib/contract/close-friends/types";
import { db } from "@/lib/data/db";
import { assertCanInteract, relationToViewerSelect, USER_NOT_FOUND, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const CLOSE_FRIEND_SELF = serverText("closeFriendSelf");

/**
 * PUT /api/close-friends/{userId}: puts a member on the viewer's Close Friends list (idempotent).
 * 400 for oneself, 404 for an unknown or suspended member, 403 across a block either way.
 * The member is not told.
 */
export async function addCloseFriend(viewer: Viewer, friendId: string): Promise<CloseFriendState> {
  if (viewer.id === friendId) throw badRequest(CLOSE_FRIEND_SELF);
  const friend = await db.user.findUnique({ where: { id: friendId }, select: relationToViewerSelect(viewer) });
  if (!friend) throw notFound(USER_NOT_FOUND);
  assertCanInteract(viewer, friend, USER_NOT_FOUND);
  // a racing double tap may have inserted it already: that still means "on the list"
  await db.closeFriend.createMany({ data: [{ ownerId: viewer.id, friendId }], skipDuplicates: true });
  return { userId: friendId, isCloseFriend: true };
}
