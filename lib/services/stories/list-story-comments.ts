import "server-only";
import { forbidden } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { StoryComment } from "@/lib/stories/types";
import { findVisibleStory } from "./find-visible-story";
import { storyCommentSelect, toStoryComment } from "./story-shape";

export const MAX_STORY_COMMENTS = 500;

/** GET /api/stories/[id]/comments: only the owner reads them, oldest first. */
export async function listStoryComments(userId: string, storyId: string): Promise<StoryComment[]> {
  const story = await findVisibleStory(userId, storyId);
  if (story.authorId !== userId) throw forbidden("Only the story's owner can read its messages");
  const rows = await db.storyComment.findMany({
    where: { storyId },
    select: storyCommentSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_STORY_COMMENTS,
  });
  return rows.map(toStoryComment);
}
