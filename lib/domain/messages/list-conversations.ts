import "server-only";
import type { ConversationDto, ConversationFolder } from "@/lib/contract/messages/types";
import { queryConversations } from "@/lib/domain/messages/conversation-query";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { CONVERSATIONS_PAGE_SIZE } from "@/lib/contract/messages/schemas";
import { keysetPage, readCursor } from "@/lib/core/paging/keyset";

/** GET /api/conversations: a folder's conversations with a message, newest activity first, one statement a page. */
export async function listConversations(viewer: Viewer, folder: ConversationFolder, cursor?: string): Promise<{ items: ConversationDto[]; nextCursor: string | null }> {
  const rows = await queryConversations(viewer, { folder, after: readCursor(cursor), limit: CONVERSATIONS_PAGE_SIZE + 1 });
  return keysetPage(rows, CONVERSATIONS_PAGE_SIZE, (c) => ({ at: new Date(c.lastActivityAt), id: c.id }));
}
