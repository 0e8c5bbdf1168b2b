import type { ConversationFolder } from "@/lib/contract/messages/types";

// The cache keys of the messages screens, so live events and mutations update the same entries.
export const UNREAD_MESSAGES_KEY = ["/api/conversations/unread-count"];
export const conversationsUrl = (folder: ConversationFolder) => `/api/conversations?folder=${folder}`;
export const conversationKey = (id: string) => ["/api/conversations", id];
export const messagesUrl = (id: string) => `/api/conversations/${id}/messages`;

/** Every page of either folder's list. */
export const isConversationListKey = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/conversations?folder=");
