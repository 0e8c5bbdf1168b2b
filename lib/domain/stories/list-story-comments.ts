import "server-only";
import { db } from "@/lib/data/db";
import type { StoryComment } from "@/lib/contract/stories/types";
import { requireOwn } from "@/lib/domain/safety/hidden";
import { storyCommentShownWhere, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { findVisibleStory, STORY_NOT_FOUND } from "./find-visible-story";
import { storyCommentSelect, toStoryComment } from "./story-response";
import { serverText } from "@/lib/core/server-text";

export const MAX_STORY_COMMENTS = 500;

/** GET /api/stories/[id]/comments: only the owner reads them, oldest first, without hidden members' messages or replies hidden by the owner's hidden words. */
export async function listStoryComments(viewer: Viewer, storyId: string): Promise<StoryComment[]> {
  requireOwn(viewer, await findVisibleStory(viewer, storyId), (s) => s.authorId, { missing: STORY_NOT_FOUND, notYours: serverText("storyMessagesOwnerOnly") });
  const rows = await db.storyComment.findMany({
    where: { storyId, author: visibleUserWhere(viewer), ...storyCommentShownWhere(viewer) },
    select: storyCommentSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_STORY_COMMENTS,
  });
  return rows.map(toStoryComment);
}
