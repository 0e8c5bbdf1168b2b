import { describe, expect, it } from "vitest";
import { groupStories, orderStories } from "./group-stories";
import type { Story } from "./types";

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000).toISOString();
function story(id: string, userId: string, minutesAgo: number): Story {
  const user = { id: userId, firstName: userId.toUpperCase(), username: userId, profileImageUrl: null };
  return { id, userId, imageUrl: `/objects/${id}`, mediaType: "image", audience: "followers", altText: null, createdAt: at(minutesAgo), user, isLiked: false, likeCount: 0, likesCount: 0 };
}

describe("groupStories", () => {
  const list = [story("a1", "ann", 50), story("me1", "me", 300), story("b1", "bo", 10), story("a2", "ann", 5), story("me2", "me", 1)];

  it("puts the viewer's group first, then groups by latest story, newest first", () => {
    const groups = groupStories(list, "me");
    expect(groups.map((g) => g.user.id)).toEqual(["me", "ann", "bo"]);
  });

  it("keeps each group's stories oldest first with the newest as latestStory", () => {
    const [me, ann] = groupStories(list, "me");
    expect(me.stories.map((s) => s.id)).toEqual(["me1", "me2"]);
    expect(ann.stories.map((s) => s.id)).toEqual(["a1", "a2"]);
    expect(ann.latestStory.id).toBe("a2");
  });

  it("without own stories orders by recency only; ties break by user id", () => {
    expect(orderStories([story("x", "zed", 1), story("y", "amy", 1)], "me").map((s) => s.userId)).toEqual(["amy", "zed"]);
    expect(groupStories([], "me")).toEqual([]);
  });
});
