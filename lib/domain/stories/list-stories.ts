import "server-only";
import { db } from "@/lib/data/db";
import { orderStories } from "@/lib/contract/stories/group-stories";
import type { Story } from "@/lib/contract/stories/types";
import { notMutedWhere, visibleStoriesWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { storySelect, toStory } from "./story-response";

// A day of stories from the viewer and the people they follow is bounded; this cap only guards
// against abuse (one query, no pagination needed by the strip).
export const MAX_STORIES = 500;

/**
 * GET /api/stories: own group first, then groups by latest story (newest first), stories oldest
 * first; members the viewer mutes are left out of the strip.
 */
export async function listStories(viewer: Viewer, now = new Date()): Promise<Story[]> {
  const viewerId = viewer.id;
  const rows = await db.story.findMany({
    where: { ...visibleStoriesWhere(viewer, now), author: notMutedWhere(viewer, now) },
    select: storySelect(viewer),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_STORIES,
  });
  return orderStories(rows.map(toStory), viewerId);
}
