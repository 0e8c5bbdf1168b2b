import type { Story, StoryGroup } from "./types";

type Groupable = Pick<Story, "userId" | "createdAt">;

/**
 * Groups stories by owner (spec: "stories are grouped by user id"). Order: the viewer's own group
 * first, then the other groups by their latest story, newest first; inside a group the stories run
 * oldest to newest, the order they are watched in.
 */
export function orderStories<T extends Groupable>(stories: readonly T[], viewerId: string | null): T[] {
  const groups = groupBy(stories);
  return groups.flatMap((g) => g.items);

  function groupBy(list: readonly T[]) {
    const byUser = new Map<string, T[]>();
    for (const story of list) {
      const items = byUser.get(story.userId) ?? [];
      items.push(story);
      byUser.set(story.userId, items);
    }
    const result = [...byUser.entries()].map(([userId, items]) => {
      const sorted = [...items].sort((a, b) => time(a) - time(b));
      return { userId, items: sorted, latest: time(sorted[sorted.length - 1]) };
    });
    return result.sort((a, b) => {
      if (a.userId === viewerId) return -1;
      if (b.userId === viewerId) return 1;
      return b.latest - a.latest || a.userId.localeCompare(b.userId);
    });
  }
}

function time(story: Groupable) {
  return new Date(story.createdAt).getTime();
}

/** The strip's and viewer's groups, in the order of orderStories. */
export function groupStories(stories: readonly Story[], viewerId: string | null): StoryGroup[] {
  const groups: StoryGroup[] = [];
  for (const story of orderStories(stories, viewerId)) {
    const last = groups[groups.length - 1];
    if (last && last.user.id === story.userId) {
      last.stories.push(story);
      last.latestStory = story;
    } else {
      groups.push({ user: story.user, stories: [story], latestStory: story });
    }
  }
  return groups;
}
