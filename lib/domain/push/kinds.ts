// server-only, loaded outside Next too
import { NOTIFICATION_TYPES, type NotificationType } from "@/lib/contract/notifications/constants";
import type { PushKind } from "@/lib/contract/push/constants";

// Which switch of the push settings each notice answers to (issue #32); messages are queued by the
// message delivery itself (kind "messages", or "messageRequests" when it lands in requests).
const T = NOTIFICATION_TYPES;
export const PUSH_KIND_OF_NOTICE: Record<NotificationType, PushKind> = {
  [T.follow]: "follows",
  [T.followRequest]: "follows",
  [T.followAccepted]: "follows",
  [T.postMention]: "mentionsComments",
  [T.commentMention]: "mentionsComments",
  [T.comment]: "mentionsComments",
  [T.storyReply]: "mentionsComments",
  [T.like]: "likes",
  [T.storyLike]: "likes",
  [T.waitlistPromoted]: "events",
  [T.reportResolved]: "moderation",
  [T.contentRemoved]: "moderation",
  [T.accountSuspended]: "moderation",
  [T.appealAccepted]: "moderation",
  [T.appealRejected]: "moderation",
  [T.limitsSuggested]: "moderation",
  [T.applicationApproved]: "moderation",
  [T.applicationRejected]: "moderation",
};

/** Notices that fold into one push per group key (likes on one post or story): gathered a minute, then at most one push per 10 minutes. */
export const GROUPED_NOTICE_TYPES: readonly NotificationType[] = [T.like, T.storyLike];
