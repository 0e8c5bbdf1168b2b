import "server-only";
import { db } from "@/lib/data/db";
import type { ConversationDto } from "@/lib/contract/messages/types";
import { findMembership } from "@/lib/domain/messages/find-membership";
import { getConversation } from "@/lib/domain/messages/get-conversation";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** POST /api/conversations/{id}/accept: the viewer's request moves to their inbox (idempotent). */
export async function acceptConversation(viewer: Viewer, conversationId: string): Promise<ConversationDto> {
  await findMembership(viewer, conversationId);
  await db.conversationMember.update({ where: { conversationId_userId: { conversationId, userId: viewer.id } }, data: { folder: "inbox" } });
  return getConversation(viewer, conversationId);
}
