import type { FollowStatus, UserSummary } from "@/lib/contract/users/types";

// Response shapes of GET /api/notifications, shared by the service and the notifications screen.
export type NotificationData = {
  applicationId?: string;
  businessId?: string;
  businessName?: string;
  adminNotes?: string | null;
  // moderation outcomes
  reportId?: string;
  targetType?: string;
  action?: string;
  reason?: string;
  notes?: string | null;
  // event_waitlist_promoted
  eventId?: string;
  eventTitle?: string;
};

export type NotificationActor = UserSummary & {
  /** the viewer's relation to this member (the Follow back button) */
  followStatus: FollowStatus;
};

export type NotificationPostPreview = {
  id: string;
  /** the first media item, for the thumbnail */
  mediaUrl: string | null;
  mediaType: "image" | "video" | null;
  /** the first media item's WebP variant widths and ThumbHash, only when stored (docs/decisions/media.md) */
  mediaWidths?: number[];
  mediaPlaceholder?: string;
  altText: string | null;
  /** the media is behind a content warning: show no thumbnail */
  hasContentWarning: boolean;
};

export type NotificationStoryPreview = {
  id: string;
  ownerId: string;
  imageUrl: string;
  mediaType: "image" | "video";
  /** the photo's WebP variant widths and ThumbHash, only when stored (docs/decisions/media.md) */
  imageWidths?: number[];
  imagePlaceholder?: string;
};

/**
 * One item of the list: a single notice, or a group of them (likes on one post, likes on one
 * story) shown as one, carrying the newest notice's id, type and time.
 */
export type Notification = {
  id: string;
  type: string;
  /** English fallback for system notices; empty for social ones (the screen words them) */
  title: string;
  body: string;
  data: NotificationData | null;
  /** null while any notice of the item is unread */
  readAt: string | null;
  isRead: boolean;
  createdAt: string;
  /** notices in the item (1 unless grouped) */
  groupCount: number;
  /** up to two members who acted, newest first (empty for system notices) */
  actors: NotificationActor[];
  /** distinct members who acted */
  actorCount: number;
  postId: string | null;
  post: NotificationPostPreview | null;
  commentId: string | null;
  /** the comment or story message's text (as it reads now) */
  excerpt: string | null;
  storyId: string | null;
  story: NotificationStoryPreview | null;
  /** a pending follow request to answer inline (follow_request) */
  followRequestId: string | null;
};

export type NotificationPage = { notifications: Notification[]; nextCursor: string | null };

/** GET /api/notifications/unread-count: unread items (grouped as listed), up to UNREAD_COUNT_CAP. */
export type UnreadCount = { count: number };

/** POST /api/notifications/read */
export type MarkReadResult = { marked: number; unreadCount: number };
