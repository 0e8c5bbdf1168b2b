// The `type` of each notification the server writes; screens word them from the catalog by type.
export const NOTIFICATION_TYPES = {
  applicationApproved: "business_application_approved",
  applicationRejected: "business_application_rejected",
  reportResolved: "report_resolved",
  contentRemoved: "content_removed",
  accountSuspended: "account_suspended",
  // issue #33: the answer to a member's appeal of a moderation decision
  appealAccepted: "appeal_accepted",
  appealRejected: "appeal_rejected",
  // issue #33: a burst of comments or requests from non-followers: Niji suggests Limits
  limitsSuggested: "limits_suggested",
  // social events (issue #15): an actor did something to or about the recipient
  like: "like",
  comment: "comment",
  follow: "follow",
  followRequest: "follow_request",
  followAccepted: "follow_accepted",
  postMention: "post_mention",
  commentMention: "comment_mention",
  storyLike: "story_like",
  storyReply: "story_reply",
  // events (issue #17): a place at a full event opened up and the member moved in from its waitlist
  waitlistPromoted: "event_waitlist_promoted",
} as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** Items per page of GET /api/notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 30;
/** Most ids one POST /api/notifications/read may name. */
export const NOTIFICATIONS_READ_MAX = 100;
/** The unread count stops counting here (the badge shows "99+"). */
export const UNREAD_COUNT_CAP = 100;
