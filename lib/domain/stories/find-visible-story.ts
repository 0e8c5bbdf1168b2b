import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { requireSeen } from "@/lib/domain/safety/hidden";
import { assertCanInteract, relationToViewerSelect, storyAudienceWhere, visibleStoriesWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { storyCutoff } from "@/lib/contract/stories/constants";
import { serverText } from "@/lib/core/server-text";

export const STORY_NOT_FOUND = serverText("storyNotFound");

/** The story if the viewer may see it, else 404 (its existence is not revealed). */
export async function findVisibleStory(viewer: Viewer, storyId: string) {
  const story = await db.story.findFirst({
    where: { id: storyId, ...visibleStoriesWhere(viewer) },
    select: { id: true, authorId: true },
  });
  return requireSeen(story, STORY_NOT_FOUND);
}

/**
 * For actions on a story (like, reply): 403 when a block stands between the viewer and its
 * author, 404 when it is missing, expired, by a suspended member, by someone the viewer does not follow
 * or a Close Friends story the viewer is not a close friend for.
 */
export async function findStoryForAction(viewer: Viewer, storyId: string) {
  const story = await db.story.findFirst({
    where: { id: storyId, createdAt: { gt: storyCutoff() }, ...storyAudienceWhere(viewer) },
    select: {
      id: true,
      authorId: true,
      author: { select: { ...relationToViewerSelect(viewer), followers: { where: { followerId: viewer.id }, select: { followerId: true }, take: 1 } } },
    },
  });
  if (!story) throw notFound(STORY_NOT_FOUND);
  if (story.authorId === viewer.id) return story;
  assertCanInteract(viewer, story.author, STORY_NOT_FOUND);
  if (story.author.followers.length === 0) throw notFound(STORY_NOT_FOUND);
  return story;
}
