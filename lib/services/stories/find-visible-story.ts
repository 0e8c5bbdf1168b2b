import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { visibleStoriesWhere } from "./story-shape";

/** The story if the viewer may see it, else 404 (its existence is not revealed). */
export async function findVisibleStory(viewerId: string, storyId: string) {
  const story = await db.story.findFirst({
    where: { id: storyId, ...visibleStoriesWhere(viewerId) },
    select: { id: true, authorId: true },
  });
  if (!story) throw notFound("Story not found");
  return story;
}
