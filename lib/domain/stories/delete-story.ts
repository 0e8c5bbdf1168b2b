import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { deleteStoryMedia } from "./delete-story-media";
import { requireOwn } from "@/lib/domain/safety/hidden";
import { visibleStoriesWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { STORY_NOT_FOUND } from "./find-visible-story";
import { serverText } from "@/lib/core/server-text";

export const NOT_YOUR_STORY = serverText("notYourStory");

/**
 * DELETE /api/stories/[id]: the owner deletes a story (expired ones too) and its media. Someone who
 * can see the story gets 403; anyone else 404, so a story's existence is not revealed.
 */
export async function deleteStory(viewer: Viewer, storyId: string): Promise<void> {
  const userId = viewer.id;
  const seen = await db.story.findFirst({
    where: { id: storyId, OR: [{ authorId: userId }, visibleStoriesWhere(viewer)] },
    select: { authorId: true, imageUrl: true },
  });
  const owned = requireOwn(viewer, seen, (s) => s.authorId, { missing: STORY_NOT_FOUND, notYours: NOT_YOUR_STORY });
  const { count } = await db.story.deleteMany({ where: { id: storyId, authorId: userId } });
  if (count === 0) throw notFound(STORY_NOT_FOUND);
  await deleteStoryMedia([owned]);
}
