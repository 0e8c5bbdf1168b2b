import "server-only";
import { db } from "@/lib/db";
import { orderStories } from "@/lib/stories/group-stories";
import type { Story } from "@/lib/stories/types";
import { storySelect, toStory, visibleStoriesWhere } from "./story-shape";

// A day of stories from the viewer and the people they follow is bounded; this cap only guards
// against abuse (one query, no pagination needed by the strip).
export const MAX_STORIES = 500;

/** GET /api/stories: own group first, then groups by latest story (newest first), stories oldest first. */
export async function listStories(viewerId: string, now = new Date()): Promise<Story[]> {
  const rows = await db.story.findMany({
    where: visibleStoriesWhere(viewerId, now),
    select: storySelect(viewerId),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_STORIES,
  });
  return orderStories(rows.map(toStory), viewerId);
}
