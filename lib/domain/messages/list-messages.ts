import "server-only";
import { db } from "@/lib/data/db";
import type { MessageDto } from "@/lib/contract/messages/types";
import { findMembership } from "@/lib/domain/messages/find-membership";
import { toMessageDto } from "@/lib/contract/messages/message-dto";
import { pageMessageSelect, withVisibleStories } from "@/lib/domain/messages/message-response";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { MESSAGES_PAGE_SIZE } from "@/lib/contract/messages/schemas";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";

/** GET /api/conversations/{id}/messages: the newest page first, each page oldest first; the cursor goes back in time. */
export async function listMessages(viewer: Viewer, conversationId: string, cursor?: string): Promise<{ items: MessageDto[]; nextCursor: string | null }> {
  const keyset = keysetQuery(newestFirst(), readCursor(cursor), MESSAGES_PAGE_SIZE);
  const membership = await findMembership(viewer, conversationId);
  const rows = await db.message.findMany({
    where: { AND: [{ conversationId, ...(membership.clearedAt ? { createdAt: { gt: membership.clearedAt } } : {}) }, keyset.where] },
    orderBy: keyset.orderBy,
    take: keyset.take,
    select: pageMessageSelect,
  });
  const { items: page, nextCursor } = keysetPage(rows, MESSAGES_PAGE_SIZE, newestFirst());
  const now = new Date();
  // a story reply keeps its text; the story preview goes once the reader may no longer see the story
  const shown = await withVisibleStories(viewer, page, now);
  return { items: shown.reverse().map((row) => toMessageDto(row, now)), nextCursor };
}
