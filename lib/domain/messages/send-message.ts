import "server-only";
import { messageRequestsOff } from "@/lib/core/errors";
import type { MessageDto } from "@/lib/contract/messages/types";
import { deliverMessage } from "@/lib/domain/messages/deliver-message";
import { findMembership } from "@/lib/domain/messages/find-membership";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { resolveOwnedObject } from "@/lib/domain/uploads/owned-objects";

export type NewMessage = { content: string | null; mediaUrl?: string | null; altText?: string | null };

/** POST /api/conversations/{id}/messages: text and/or one image or video the sender registered for messages. */
export async function sendMessage(viewer: Viewer, conversationId: string, input: NewMessage): Promise<MessageDto> {
  const membership = await findMembership(viewer, conversationId);
  const stillRequest = membership.otherFolder !== "inbox" && !membership.otherFollowsMe;
  if (stillRequest && !membership.otherAllowsRequests) throw messageRequestsOff();
  const object = input.mediaUrl ? await resolveOwnedObject(viewer, input.mediaUrl, ["message"]) : null;
  return deliverMessage({
    conversationId,
    senderId: viewer.id,
    recipientId: membership.otherId,
    recipientFollowsSender: membership.otherFollowsMe,
    content: input.content,
    media: object && { url: object.objectPath, type: object.kind, altText: input.altText ?? null, variantWidths: object.variantWidths, placeholder: object.placeholder },
  });
}
