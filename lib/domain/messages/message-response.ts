import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MessageDto } from "@/lib/contract/messages/types";
import { visibleStoriesWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { storyCutoff } from "@/lib/contract/stories/constants";

// The one selection and mapper of a message (MessageDto): list, send, live events.
const storyPreviewSelect = { id: true, imageUrl: true, mediaType: true, altText: true, createdAt: true } as const satisfies Prisma.StorySelect;

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
  altText: true,
  isStoryReply: true,
  createdAt: true,
  story: { select: storyPreviewSelect },
} as const satisfies Prisma.MessageSelect;

export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

/** A page of messages read later: the story only by id; withVisibleStories adds the previews the reader may still see. */
const { story: _story, ...messageFields } = messageSelect;
export const pageMessageSelect = { ...messageFields, storyId: true } as const satisfies Prisma.MessageSelect;

type PageRow = Prisma.MessageGetPayload<{ select: typeof pageMessageSelect }>;

/**
 * The page's rows with the story previews `viewer` may still see (visibleStoriesWhere: follow,
 * audience and Close Friends, blocks, suspension, expiry; a deleted story's id is already null),
 * one query for the page; the others lose the preview, the message stays. A conversation is read
 * as a member, admins too (the same as the conversation itself).
 */
export async function withVisibleStories(viewer: Viewer, rows: PageRow[], now = new Date()): Promise<MessageRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.storyId ? [row.storyId] : [])))];
  const stories = ids.length
    ? await db.story.findMany({ where: { id: { in: ids }, ...visibleStoriesWhere({ id: viewer.id }, now) }, select: storyPreviewSelect })
    : [];
  const byId = new Map(stories.map((story) => [story.id, story]));
  return rows.map(({ storyId, ...row }) => ({ ...row, story: (storyId && byId.get(storyId)) || null }));
}

export function toMessageDto(row: MessageRow, now = new Date()): MessageDto {
  // the story preview shows while the story lives (deleted: storyId is null; expired: hidden here)
  const story = row.story && row.story.createdAt > storyCutoff(now) ? row.story : null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    media: row.mediaUrl ? { url: row.mediaUrl, mediaType: row.mediaType ?? "image", altText: row.altText } : null,
    isStoryReply: row.isStoryReply,
    story: story && { id: story.id, imageUrl: story.imageUrl, mediaType: story.mediaType, altText: story.altText },
    createdAt: row.createdAt.toISOString(),
  };
}
