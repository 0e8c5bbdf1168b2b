import "server-only";
import { badRequest, notFound } from "@/lib/core/errors";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { queryConversations } from "@/lib/domain/messages/conversation-query";
import { ensureConversation } from "@/lib/domain/messages/ensure-conversation";
import { CONVERSATION_NOT_FOUND } from "@/lib/domain/messages/find-membership";
import { findRecipient } from "@/lib/domain/messages/find-recipient";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const CANNOT_MESSAGE_SELF = serverText("cannotMessageSelf");

/** POST /api/conversations: the conversation with `userId`, created when missing (no list shows it before its first message). */
export async function startConversation(viewer: Viewer, userId: string): Promise<{ conversation: ConversationDto; created: boolean }> {
  if (userId === viewer.id) throw badRequest(CANNOT_MESSAGE_SELF);
  const recipient = await findRecipient(viewer, userId);
  const { id, created } = await ensureConversation(viewer, recipient);
  const [conversation] = await queryConversations(viewer, { id });
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
  return { conversation, created };
}
