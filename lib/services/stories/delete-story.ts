import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { deleteStoryMedia } from "./delete-story-media";
import { visibleStoriesWhere, type Viewer } from "@/lib/services/safety/visibility";
import { STORY_NOT_FOUND } from "./find-visible-story";

/**
 * DELETE /api/stories/[id]: the owner deletes a story and its media. Someone who can see the story
 * gets 403; anyone else 404, so a story's existence is not revealed.
 */
export async function deleteStory(viewer: Viewer, storyId: string): Promise<void> {
  const userId = viewer.id;
  const owned = await db.story.findFirst({ where: { id: storyId, authorId: userId }, select: { authorId: true, imageUrl: true } });
  if (!owned) {
    const visible = await db.story.count({ where: { id: storyId, ...visibleStoriesWhere(viewer) } });
    throw visible ? forbidden("You can only delete your own stories") : notFound(STORY_NOT_FOUND);
  }
  const { count } = await db.story.deleteMany({ where: { id: storyId, authorId: userId } });
  if (count === 0) throw notFound(STORY_NOT_FOUND);
  await deleteStoryMedia([owned]);
}
