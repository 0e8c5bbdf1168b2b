import { describe, expect, it } from "vitest";
import { notificationHref } from "./notification-href";

const actor = { id: "u1", username: "aiko", name: null, firstName: null, lastName: null, profileImageUrl: null, followStatus: "none" as const };
const base = { postId: null, actors: [], story: null, data: null };

describe("notificationHref", () => {
  it.each([
    [{ ...base, type: "like", postId: "p1" }, "/post/p1"],
    [{ ...base, type: "comment", postId: "p1" }, "/post/p1"],
    [{ ...base, type: "comment_mention", postId: "p1" }, "/post/p1"],
    [{ ...base, type: "post_mention", postId: "p1" }, "/post/p1"],
    [{ ...base, type: "follow", actors: [actor] }, "/profile/u1"],
    [{ ...base, type: "follow_accepted", actors: [actor] }, "/profile/u1"],
    [{ ...base, type: "follow_request", actors: [actor] }, "/follow-requests"],
    [{ ...base, type: "story_like", story: { id: "s1", ownerId: "me", imageUrl: "/x", mediaType: "image" as const } }, "/profile/me"],
    [{ ...base, type: "story_reply" }, "/profile/me"],
    [{ ...base, type: "business_application_approved" }, "/peerpicks"],
    [{ ...base, type: "business_application_rejected" }, "/add-business"],
    [{ ...base, type: "content_removed" }, "/guidelines"],
    [{ ...base, type: "report_resolved" }, "/guidelines"],
    [{ ...base, type: "limits_suggested" }, "/settings/limits"],
    [{ ...base, type: "like" }, null],
    [{ ...base, type: "something_new" }, null],
  ])("%o leads to %s", (n, href) => {
    expect(notificationHref(n, "me")).toBe(href);
  });
});
