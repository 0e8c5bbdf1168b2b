import type { UserSummary } from "@/lib/contract/users/types";

// Response shapes of /api/conversations/*, /api/messages/* and the live stream, shared by the
// services, the messages screens and the tests. Lists are plain JSON arrays with the next page's
// cursor in X-Next-Cursor (lib/server/http/page-response.ts), like every other paged list.

/** Where a conversation sits for one member: inbox, or requests (started by someone they don't follow). */
/** "hidden": requests that matched the member's hidden words (issue #33): no notice, no push, no unread count */
export type ConversationFolder = "inbox" | "requests" | "hidden";

/** The media of a message: one image or video registered through PUT /api/message-media. */
export type MessageMedia = {
  url: string;
  mediaType: "image" | "video";
  altText: string | null;
  /** present only when stored: widths of an image's WebP variants (lib/contract/media/variants.ts) */
  widths?: number[];
  /** present only when stored: the image's ThumbHash (base64) */
  placeholder?: string;
};

/** The story a message answers, while the story lives (null once it expired or was deleted). */
export type MessageStoryPreview = {
  id: string;
  imageUrl: string;
  /** present only when stored: widths of the story photo's WebP variants */
  imageWidths?: number[];
  mediaType: "image" | "video";
  altText: string | null;
};

/** GET /api/conversations/{id}/messages items (oldest first within a page; pages go back in time). */
export type MessageDto = {
  id: string;
  conversationId: string;
  senderId: string;
  /** up to 2,000 characters; null when the message is media only */
  content: string | null;
  media: MessageMedia | null;
  /** set when the message is a story reply; `story` is null once the story is gone */
  isStoryReply: boolean;
  story: MessageStoryPreview | null;
  createdAt: string;
};

/** The newest message of a conversation, as its row in the list shows it. */
export type ConversationLastMessage = {
  id: string;
  senderId: string;
  /** the text (cut to 120 characters), null for media only */
  preview: string | null;
  hasMedia: boolean;
  isStoryReply: boolean;
  createdAt: string;
};

/** GET /api/conversations items, GET /api/conversations/{id}, POST /api/conversations. */
export type ConversationDto = {
  id: string;
  /** the other member */
  other: UserSummary;
  /** the viewer's folder */
  folder: ConversationFolder;
  /** the other member has not accepted yet (the viewer started it and it waits in their requests) */
  pendingForOther: boolean;
  lastMessage: ConversationLastMessage | null;
  lastActivityAt: string;
  /** messages from the other member newer than the viewer's last read */
  unreadCount: number;
  /**
   * When the other member last read the conversation: only when both members turned read receipts
   * on and the conversation is not a request on either side; else null (the "Seen" mark).
   */
  otherReadAt: string | null;
  /** the viewer has muted the other member (their messages land without notice) */
  otherMuted: boolean;
};

/** GET /api/conversations/unread-count: conversations with unread messages, per folder. */
export type UnreadConversations = { inbox: number; requests: number };

/** GET/PUT /api/users/{id}/message-settings (own account only). */
export type MessageSettings = {
  /** "Seen" marks both ways; off by default */
  readReceipts: boolean;
  /** message requests from people the member doesn't follow; on by default */
  allowMessageRequests: boolean;
};

/**
 * Events of the live stream (GET /api/messages/stream, Server-Sent Events, `event: <type>` and
 * `data: <json>`), sent to each member of the conversation concerned.
 */
export type LiveEvent =
  | { type: "message"; conversationId: string; message: MessageDto; /** false when the sender is muted by the receiver */ notify: boolean }
  | { type: "message-deleted"; conversationId: string; messageId: string }
  | { type: "read"; conversationId: string; /** the reader's lastReadAt; only sent where "Seen" shows */ readAt: string }
  | { type: "conversation-removed"; conversationId: string }
  | { type: "unread"; counts: UnreadConversations };

export type LiveEventType = LiveEvent["type"];
