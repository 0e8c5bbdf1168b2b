import type { Prisma } from "@/lib/generated/prisma/client";
import type { MessageDto } from "@/lib/contract/messages/types";
import { storyCutoff } from "@/lib/contract/stories/constants";
import { imageVariantFields, variantFields } from "@/lib/contract/media/variants";

// The one selection and mapper of a message (MessageDto): list, send, live events (the realtime
// transport re-reads a message too large to notify with them, below the domain floor). Pure: the
// queries that use them live in lib/domain/messages and lib/data/realtime.
export const storyPreviewSelect = { id: true, imageUrl: true, mediaType: true, variantWidths: true, altText: true, createdAt: true } as const satisfies Prisma.StorySelect;

/**
 * A message with the story it answers, for the live events of a new message: they go out at the
 * moment of the reply, to the replier (who just passed findStoryForAction) and to the story's
 * author, who both may see the story then.
 */
export const messageSelect = {
  id: true,
  conversationId: true,
  senderId: true,
  content: true,
  mediaUrl: true,
  mediaType: true,
  mediaVariantWidths: true,
  mediaPlaceholder: true,
  altText: true,
  isStoryReply: true,
  createdAt: true,
  story: { select: storyPreviewSelect },
} as const satisfies Prisma.MessageSelect;

export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

export function toMessageDto(row: MessageRow, now = new Date()): MessageDto {
  // the story preview shows while the story lives (deleted: storyId is null; expired: hidden here)
  const story = row.story && row.story.createdAt > storyCutoff(now) ? row.story : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    media: row.mediaUrl
      ? { url: row.mediaUrl, mediaType: row.mediaType ?? "image", altText: row.altText, ...variantFields(row.mediaVariantWidths, row.mediaPlaceholder) }
      : null,
    isStoryReply: row.isStoryReply,
    story: story && { id: story.id, imageUrl: story.imageUrl, ...imageVariantFields(story.variantWidths), mediaType: story.mediaType, altText: story.altText },
    createdAt: row.createdAt.toISOString(),
  };
}
