import "server-only";
import { notFound } from "@/lib/core/errors";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { queryConversations } from "@/lib/domain/messages/conversation-query";
import { CONVERSATION_NOT_FOUND } from "@/lib/domain/messages/find-membership";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** GET /api/conversations/{id}: one conversation of the viewer's (404 otherwise). */
export async function getConversation(viewer: Viewer, id: string): Promise<ConversationDto> {
  const [conversation] = await queryConversations(viewer, { id });
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
  return conversation;
}
