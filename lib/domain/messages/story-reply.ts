import "server-only";
import { AppError } from "@/lib/core/errors";
import { deliverMessage } from "@/lib/domain/messages/deliver-message";
import { ensureConversation } from "@/lib/domain/messages/ensure-conversation";
import { findRecipient } from "@/lib/domain/messages/find-recipient";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * A story reply also lands as a message (isStoryReply, storyId) in the conversation between the
 * replier and the story's owner, created when needed under the usual folder rules. No message
 * (null) when the owner takes no requests from the replier or can't be messaged: the story
 * reply itself still stands.
 */
export async function replyInConversation(viewer: Viewer, ownerId: string, storyId: string, content: string): Promise<string | null> {
  if (ownerId === viewer.id) return null;
  try {
    const recipient = await findRecipient(viewer, ownerId);
    const { id } = await ensureConversation(viewer, recipient);
    await deliverMessage({ conversationId: id, senderId: viewer.id, recipientId: ownerId, recipientFollowsSender: recipient.followsStarter, content, storyId });
    return id;
  } catch (error) {
    if (error instanceof AppError && (error.code === "message_requests_off" || error.code === "not_found")) return null;
    throw error;
  }
}
