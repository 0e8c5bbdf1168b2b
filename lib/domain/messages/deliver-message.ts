import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import type { MediaType } from "@/lib/generated/prisma/client";
import type { MessageDto } from "@/lib/contract/messages/types";
import { publishLive } from "@/lib/data/realtime/hub";
import { messageSelect, toMessageDto } from "@/lib/contract/messages/message-dto";
import { countUnread } from "@/lib/domain/messages/unread-count";
import { activeMuteWhere } from "@/lib/domain/safety/visibility";
import { INVALID_MEDIA_MESSAGE } from "@/lib/contract/uploads/schemas";
import { log } from "@/lib/core/log";
import { queueMessagePush } from "@/lib/domain/push/queue";
import { hiddenByRecipientWords } from "@/lib/domain/safety/hidden-words";
import { limitsStanding } from "@/lib/domain/safety/limits";
import { suggestLimitsOnBurst } from "@/lib/domain/notifications/limits-suggestion";

export type Delivery = {
  conversationId: string;
  senderId: string;
  recipientId: string;
  /** the recipient follows the sender: a request of theirs moves to the inbox */
  recipientFollowsSender: boolean;
  content: string | null;
  media?: { url: string; type: MediaType; altText: string | null } | null;
  storyId?: string | null;
};

/**
 * Writes a message and bumps both members (the sender's side moves to the inbox: replying accepts
 * a request; the recipient's reappears after a "delete for me"), then tells both members' streams.
 */
export async function deliverMessage(input: Delivery): Promise<MessageDto> {
  const now = new Date();
  // a request whose text matches the recipient's hidden words, or whose sender their Limits hold back, moves to their
  // "Hidden requests" (issue #33): while the recipient's side is not the inbox and they do not follow the sender;
  // the sender is not told
  const sender = { id: input.senderId };
  const [words, standing] = input.recipientFollowsSender
    ? [false, null]
    : await Promise.all([hiddenByRecipientWords(sender, input.recipientId, [input.content, input.media?.altText]), limitsStanding(sender, input.recipientId)]);
  const matched = words || Boolean(standing?.heldBack);
  let row;
  let recipient;
  try {
    // one batch (no interactive transaction held open between round trips)
    [row, , , recipient] = await db.$transaction([
      db.message.create({
        data: {
          conversationId: input.conversationId,
          senderId: input.senderId,
          content: input.content,
          mediaUrl: input.media?.url ?? null,
          mediaType: input.media?.type ?? null,
          altText: input.media ? input.media.altText : null,
          storyId: input.storyId ?? null,
          isStoryReply: Boolean(input.storyId),
          createdAt: now,
        },
        select: messageSelect,
      }),
      db.conversationMember.update({
        where: { conversationId_userId: { conversationId: input.conversationId, userId: input.senderId } },
        data: { lastActivityAt: now, folder: "inbox" },
      }),
      // a request that matched moves to hidden (an accepted conversation stays in the inbox; without a match, nothing moves)
      db.conversationMember.updateMany({
        where: { conversationId: input.conversationId, userId: input.recipientId, folder: "requests" },
        data: { folder: matched ? "hidden" : "requests" },
      }),
      db.conversationMember.update({
        where: { conversationId_userId: { conversationId: input.conversationId, userId: input.recipientId } },
        data: { lastActivityAt: now, ...(input.recipientFollowsSender ? { folder: "inbox" as const } : {}) },
        select: { folder: true },
      }),
      db.conversation.update({ where: { id: input.conversationId }, data: { lastMessageAt: now } }),
    ]);
  } catch (error) {
    // media is used by one message only
    if (isUniqueViolation(error)) throw badRequest(INVALID_MEDIA_MESSAGE);
    throw error;
  }
  const dto = toMessageDto(row, now);
  // a request from someone who does not follow the recipient counts towards a burst (Limits suggested)
  if (standing && !standing.follows && recipient.folder !== "inbox") await suggestLimitsOnBurst(input.recipientId);
  // the push queue reads the recipient's folder in its own statement: a hidden request queues nothing
  await queueMessagePush({ id: dto.id, conversationId: input.conversationId, senderId: input.senderId, recipientId: input.recipientId });
  await announce(input, dto, recipient.folder === "hidden");
  return dto;
}

/** Tells both members' streams; a hidden request tells the recipient nothing (no live message, no unread count). */
async function announce(input: Delivery, message: MessageDto, hiddenRequest: boolean) {
  const conversationId = input.conversationId;
  const toRecipient = async () => {
    if (hiddenRequest) return;
    const muted = await db.mute.count({ where: { muterId: input.recipientId, mutedId: input.senderId, ...activeMuteWhere() } });
    await Promise.all([
      publishLive([input.recipientId], { type: "message", conversationId, message, notify: muted === 0 }),
      countUnread({ id: input.recipientId }).then((counts) => publishLive([input.recipientId], { type: "unread", counts })),
    ]);
  };
  await Promise.all([
    toRecipient(),
    publishLive([input.senderId], { type: "message", conversationId, message, notify: false }),
  ]).catch((error: unknown) => log().error({ err: error }, "live announce failed"));
}
