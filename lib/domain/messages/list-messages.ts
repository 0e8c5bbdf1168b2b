import "server-only";
import { badRequest } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { MessageDto } from "@/lib/contract/messages/types";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/domain/messages/cursor";
import { findMembership } from "@/lib/domain/messages/find-membership";
import { pageMessageSelect, toMessageDto, withVisibleStories } from "@/lib/domain/messages/message-response";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { MESSAGES_PAGE_SIZE } from "@/lib/contract/messages/schemas";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

/** GET /api/conversations/{id}/messages: the newest page first, each page oldest first; the cursor goes back in time. */
export async function listMessages(viewer: Viewer, conversationId: string, cursor?: string): Promise<{ items: MessageDto[]; nextCursor: string | null }> {
  const before = cursor ? decodeTimeCursor(cursor) : null;
  if (cursor && !before) throw badRequest(INVALID_CURSOR);
  const membership = await findMembership(viewer, conversationId);
  const rows = await db.message.findMany({
    where: {
      conversationId,
      ...(membership.clearedAt ? { createdAt: { gt: membership.clearedAt } } : {}),
      ...(before ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MESSAGES_PAGE_SIZE + 1,
    select: pageMessageSelect,
  });
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const oldest = page[page.length - 1];
  const now = new Date();
  // a story reply keeps its text; the story preview goes once the reader may no longer see the story
  const shown = await withVisibleStories(viewer, page, now);
  return {
    items: shown.reverse().map((row) => toMessageDto(row, now)),
    nextCursor: rows.length > MESSAGES_PAGE_SIZE && oldest ? encodeTimeCursor(oldest.createdAt, oldest.id) : null,
  };
}
