import "server-only";
import { db } from "@/lib/data/db";
import type { StoryLikeState } from "@/lib/contract/stories/types";
import { syncStoryLikeNotice } from "@/lib/domain/notifications/notify";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { findStoryForAction } from "./find-visible-story";

/** POST /api/stories/[id]/like: like or unlike; returns the new state. */
export async function toggleStoryLike(viewer: Viewer, storyId: string): Promise<StoryLikeState> {
  const userId = viewer.id;
  await findStoryForAction(viewer, storyId);
  const key = { storyId_userId: { storyId, userId } };
  const removed = await db.storyLike.deleteMany({ where: { storyId, userId } });
  if (removed.count === 0) {
    // a concurrent double tap may have inserted it already: keep it liked
    await db.storyLike.upsert({ where: key, create: { storyId, userId }, update: {} });
  }
  await syncStoryLikeNotice(viewer, storyId, removed.count === 0);
  const likeCount = await db.storyLike.count({ where: { storyId } });
  return { isLiked: removed.count === 0, likeCount, likesCount: likeCount };
}
