import "server-only";
import { forbidden } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { StoryComment } from "@/lib/stories/types";
import { visibleUserWhere, type Viewer } from "@/lib/services/safety/visibility";
import { findVisibleStory } from "./find-visible-story";
import { storyCommentSelect, toStoryComment } from "./story-response";

export const MAX_STORY_COMMENTS = 500;

/** GET /api/stories/[id]/comments: only the owner reads them, oldest first, without hidden members' messages. */
export async function listStoryComments(viewer: Viewer, storyId: string): Promise<StoryComment[]> {
  const userId = viewer.id;
  const story = await findVisibleStory(viewer, storyId);
  if (story.authorId !== userId) throw forbidden("Only the story's owner can read its messages");
  const rows = await db.storyComment.findMany({
    where: { storyId, author: visibleUserWhere(viewer) },
    select: storyCommentSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_STORY_COMMENTS,
  });
  return rows.map(toStoryComment);
}
