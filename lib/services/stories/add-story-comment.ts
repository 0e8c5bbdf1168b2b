import "server-only";
import { db } from "@/lib/db";
import type { StoryComment } from "@/lib/stories/types";
import type { CreateStoryCommentBody } from "@/lib/validations/stories";
import { findVisibleStory } from "./find-visible-story";
import { storyCommentSelect, toStoryComment } from "./story-shape";

/** POST /api/stories/[id]/comments: a private message to the story's owner. */
export async function addStoryComment(userId: string, storyId: string, body: CreateStoryCommentBody): Promise<StoryComment> {
  await findVisibleStory(userId, storyId);
  const row = await db.storyComment.create({
    data: { storyId, authorId: userId, content: body.content },
    select: storyCommentSelect,
  });
  return toStoryComment(row);
}
