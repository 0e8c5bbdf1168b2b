import "server-only";
import { badRequest } from "@/lib/core/errors";
import type { ConversationDto, ConversationFolder } from "@/lib/contract/messages/types";
import { queryConversations } from "@/lib/domain/messages/conversation-query";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/domain/messages/cursor";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { CONVERSATIONS_PAGE_SIZE } from "@/lib/contract/messages/schemas";
import { INVALID_CURSOR } from "@/lib/core/schema/page-query";

/** GET /api/conversations: a folder's conversations with a message, newest activity first, one statement a page. */
export async function listConversations(viewer: Viewer, folder: ConversationFolder, cursor?: string): Promise<{ items: ConversationDto[]; nextCursor: string | null }> {
  const after = cursor ? decodeTimeCursor(cursor) : null;
  if (cursor && !after) throw badRequest(INVALID_CURSOR);
  const rows = await queryConversations(viewer, { folder, after: after && { at: after.at, id: after.id }, limit: CONVERSATIONS_PAGE_SIZE + 1 });
  const items = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE && last ? encodeTimeCursor(new Date(last.lastActivityAt), last.id) : null };
}
