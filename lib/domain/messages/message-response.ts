import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { messageSelect, storyPreviewSelect, type MessageRow } from "@/lib/contract/messages/message-dto";
import { visibleStoriesWhere, type Viewer } from "@/lib/domain/safety/visibility";

// The page side of a message's selection (lib/contract/messages/message-dto.ts holds the selection and the mapper).

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
