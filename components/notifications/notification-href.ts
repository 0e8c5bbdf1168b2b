import type { Notification } from "@/lib/contract/notifications/types";

type Target = Pick<Notification, "type" | "postId" | "actors" | "story" | "data">;

const MODERATION = new Set(["report_resolved", "content_removed", "account_suspended"]);

/** Where tapping a notice leads: the post, the member, the story owner's profile, follow requests, PeerPicks, the account status or the guidelines. */
export function notificationHref(n: Target, viewerId: string): string | null {
  const actor = n.actors[0];
  switch (n.type) {
    case "like":
    case "comment":
    case "post_mention":
    case "comment_mention":
      return n.postId ? `/post/${n.postId}` : null;
    case "follow":
    case "follow_accepted":
      return actor ? `/profile/${actor.id}` : null;
    case "follow_request":
      return "/follow-requests";
    case "story_like":
    case "story_reply":
      return `/profile/${n.story?.ownerId ?? viewerId}`;
    case "appeal_accepted":
    case "appeal_rejected":
      return "/settings/account-status";
    case "limits_suggested":
      return "/settings/limits";
    case "business_application_approved":
      return "/peerpicks";
    case "business_application_rejected":
      return "/add-business";
    case "event_waitlist_promoted":
      return typeof n.data?.eventId === "string" ? `/events/${n.data.eventId}` : "/events";
    default:
      return MODERATION.has(n.type) ? "/guidelines" : null;
  }
}
