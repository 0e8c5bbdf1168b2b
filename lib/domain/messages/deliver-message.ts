import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import { rawRows } from "@/lib/data/db/raw";
import { Prisma, type MediaType } from "@/lib/generated/prisma/client";
import type { MessageDto } from "@/lib/contract/messages/types";
import { publishLive } from "@/lib/data/realtime/hub";
import { toMessageDto, type MessageRow } from "@/lib/contract/messages/message-dto";
import { CONVERSATION_NOT_FOUND } from "@/lib/domain/messages/find-membership";
import { countUnread } from "@/lib/domain/messages/unread-count";
import { requireSeen } from "@/lib/domain/safety/hidden";
import { notMutedSql } from "@/lib/domain/safety/visibility";
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
  media?: { url: string; type: MediaType; altText: string | null; variantWidths?: number[]; placeholder?: string | null } | null;
  storyId?: string | null;
};

/** What the write statement answers: the message's id, the recipient's folder after it, the mute, the story's preview. */
type Written = {
  id: string;
  folder: "inbox" | "requests" | "hidden";
  muted: boolean;
  storyId: string | null;
  storyImageUrl: string | null;
  storyMediaType: MediaType | null;
  storyVariantWidths: number[] | null;
  storyAltText: string | null;
  storyCreatedAt: string | null;
};

// our timestamp columns hold UTC without a zone: an ISO string cast to `timestamp` drops its "Z"
const at = (date: Date) => Prisma.sql`${date.toISOString()}::timestamp`;

/**
 * The message and both members' bumps in one statement (one round trip, atomic without BEGIN/COMMIT):
 * the sender's side moves to the inbox (replying accepts a request); the recipient's moves to the inbox
 * when they follow the sender, to hidden when it is a request that `matched`, else stays; the
 * conversation's lastMessageAt. It also answers whether the recipient mutes the sender (the event's
 * `notify`), read in the same snapshot.
 */
function writeStatement(input: Delivery, matched: boolean, now: Date): Prisma.Sql {
  const { conversationId, senderId, recipientId } = input;
  const media = input.media ?? null;
  return Prisma.sql`
    WITH m AS (
      INSERT INTO "Message" ("id", "conversationId", "senderId", "content", "mediaUrl", "mediaType", "mediaVariantWidths", "mediaPlaceholder", "altText", "storyId", "isStoryReply", "createdAt")
      VALUES (gen_random_uuid()::text, ${conversationId}, ${senderId}, ${input.content}, ${media?.url ?? null}, ${media?.type ?? null}::"MediaType",
        ${media?.variantWidths ?? []}::int[], ${media?.placeholder ?? null}, ${media ? media.altText : null}, ${input.storyId ?? null}, ${Boolean(input.storyId)}, ${at(now)})
      RETURNING "id", "storyId"
    ), s AS (
      UPDATE "ConversationMember" SET "lastActivityAt" = ${at(now)}, "folder" = 'inbox'
      WHERE "conversationId" = ${conversationId} AND "userId" = ${senderId}
    ), r AS (
      UPDATE "ConversationMember" SET "lastActivityAt" = ${at(now)},
        "folder" = CASE WHEN ${input.recipientFollowsSender} THEN 'inbox' WHEN "folder" = 'requests' AND ${matched} THEN 'hidden' ELSE "folder" END
      WHERE "conversationId" = ${conversationId} AND "userId" = ${recipientId}
      RETURNING "folder"
    ), c AS (
      UPDATE "Conversation" SET "lastMessageAt" = ${at(now)} WHERE "id" = ${conversationId}
    )
    SELECT m."id", r."folder"::text AS "folder", NOT (${notMutedSql({ id: recipientId }, Prisma.sql`${senderId}::text`)}) AS "muted",
      st."id" AS "storyId", st."imageUrl" AS "storyImageUrl", st."mediaType"::text AS "storyMediaType", st."variantWidths" AS "storyVariantWidths", st."altText" AS "storyAltText", st."createdAt" AS "storyCreatedAt"
    FROM m CROSS JOIN r LEFT JOIN "Story" st ON st."id" = m."storyId"`;
}

function toRow(input: Delivery, written: Written, now: Date): MessageRow {
  const media = input.media ?? null;
  return {
    id: written.id,
    conversationId: input.conversationId,
    senderId: input.senderId,
    content: input.content,
    mediaUrl: media?.url ?? null,
    mediaType: media?.type ?? null,
    mediaVariantWidths: media?.variantWidths ?? [],
    mediaPlaceholder: media?.placeholder ?? null,
    altText: media ? media.altText : null,
    isStoryReply: Boolean(input.storyId),
    createdAt: now,
    story: written.storyId
      ? { id: written.storyId, imageUrl: written.storyImageUrl!, mediaType: written.storyMediaType!, variantWidths: written.storyVariantWidths ?? [], altText: written.storyAltText, createdAt: new Date(written.storyCreatedAt!) }
      : null,
  };
}

/**
 * Writes a message and bumps both members (the sender's side moves to the inbox: replying accepts
 * a request; the recipient's reappears after a "delete for me"), then tells both members' streams
 * at once: the live events go out right after the write, before the push queue and the Limits
 * burst count (issue #34: send -> delivery at 500 open streams).
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
  let written: Written;
  try {
    const [row] = await rawRows<Written>(writeStatement(input, matched, now));
    // (the recipient's side and the conversation go together, by the accounts' cascades: always a row)
    written = requireSeen(row, CONVERSATION_NOT_FOUND);
  } catch (error) {
    // media is used by one message only
    if (isUniqueViolation(error)) throw badRequest(INVALID_MEDIA_MESSAGE);
    // the conversation (or the story answered) went away between the checks and the write
    if ((error as { code?: unknown }).code === "23503") throw notFound(CONVERSATION_NOT_FOUND);
    throw error;
  }
  const dto = toMessageDto(toRow(input, written, now), now);
  const hiddenRequest = written.folder === "hidden";
  await Promise.all([
    announce(input, dto, hiddenRequest, written.muted),
    // a request from someone who does not follow the recipient counts towards a burst (Limits suggested)
    standing && !standing.follows && written.folder !== "inbox" ? suggestLimitsOnBurst(input.recipientId) : undefined,
    // the push queue reads the recipient's folder in its own statement: a hidden request queues nothing
    queueMessagePush({ id: dto.id, conversationId: input.conversationId, senderId: input.senderId, recipientId: input.recipientId }),
  ]);
  return dto;
}

/** Tells both members' streams; a hidden request tells the recipient nothing (no live message, no unread count). */
async function announce(input: Delivery, message: MessageDto, hiddenRequest: boolean, muted: boolean) {
  const conversationId = input.conversationId;
  await Promise.all([
    hiddenRequest ? undefined : publishLive([input.recipientId], { type: "message", conversationId, message, notify: !muted }),
    publishLive([input.senderId], { type: "message", conversationId, message, notify: false }),
    hiddenRequest ? undefined : countUnread({ id: input.recipientId }).then((counts) => publishLive([input.recipientId], { type: "unread", counts })),
  ]).catch((error: unknown) => log().error({ err: error }, "live announce failed"));
}
