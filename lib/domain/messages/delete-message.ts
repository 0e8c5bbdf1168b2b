import "server-only";
import { db } from "@/lib/data/db";
import { publishLive } from "@/lib/data/realtime/hub";
import { findMembership } from "@/lib/domain/messages/find-membership";
import { nullIfNotFound, requireOwn } from "@/lib/domain/safety/hidden";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { deleteStoredMedia } from "@/lib/domain/uploads/delete-stored-media";
import { log } from "@/lib/core/log";
import { serverText } from "@/lib/core/server-text";

export const MESSAGE_NOT_FOUND = serverText("messageNotFound");
export const NOT_YOUR_MESSAGE = serverText("notYourMessage");

/** DELETE /api/messages/{id}: the sender removes a message for both members (404 non-members, 403 the other member). */
export async function deleteMessage(viewer: Viewer, id: string): Promise<void> {
  const message = await db.message.findFirst({
    where: { id, conversation: { members: { some: { userId: viewer.id } } } },
    select: { senderId: true, conversationId: true },
  });
  // hidden when its conversation is (a block either way, a suspended member): 404 as for no message at all;
  // any other failure of that read stays an error
  const membership = message && (await findMembership(viewer, message.conversationId).catch(nullIfNotFound));
  const seen = message && membership ? { ...message, otherId: membership.otherId } : null;
  const mine = requireOwn(viewer, seen, (m) => m.senderId, { missing: MESSAGE_NOT_FOUND, notYours: NOT_YOUR_MESSAGE });
  await removeMessage(id);
  await publishLive([viewer.id, mine.otherId], { type: "message-deleted", conversationId: mine.conversationId, messageId: id });
}

/** Deletes a message and its stored media (also the moderation desk's removal). False when already gone. */
export async function removeMessage(id: string): Promise<boolean> {
  const rows = await db.message.findMany({ where: { id }, select: { senderId: true, mediaUrl: true } });
  const { count } = await db.message.deleteMany({ where: { id } });
  if (count === 0) return false;
  await deleteStoredMedia(rows.map((r) => ({ ownerId: r.senderId, url: r.mediaUrl }))).catch((error: unknown) => log().error({ err: error }, "message media cleanup failed"));
  return true;
}
