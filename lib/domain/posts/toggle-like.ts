import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, prismaErrorCode } from "@/lib/data/db/prisma-error";
import type { LikeState } from "@/lib/contract/posts/types";
import { assertCanActOnPost, POST_NOT_FOUND } from "@/lib/domain/posts/get-post";
import { syncLikeNotice } from "@/lib/domain/notifications/notify";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Flips the viewer's like. The (postId, userId) primary key makes a duplicate impossible; when two
 * clicks race, the loser's insert hits P2002 and simply reports the liked state.
 */
export async function toggleLike(viewer: Viewer, postId: string): Promise<LikeState> {
  const userId = viewer.id;
  await assertCanActOnPost(viewer, postId);
  const removed = await db.postLike.deleteMany({ where: { postId, userId } });
  let isLiked = false;
  if (removed.count > 0) await syncLikeNotice(viewer, postId, false);
  else {
    try {
      await db.postLike.create({ data: { postId, userId } });
      await syncLikeNotice(viewer, postId, true);
    } catch (error) {
      if (prismaErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(POST_NOT_FOUND); // the post went away meanwhile
      if (!isUniqueViolation(error)) throw error;
    }
    isLiked = true;
  }
  // the post's counter (kept by a trigger with every like row, lib/domain/posts/select-posts.ts); a post deleted meanwhile counts 0
  const likeCount = (await db.post.findUnique({ where: { id: postId }, select: { likeCount: true } }))?.likeCount ?? 0;
  return { isLiked, likeCount, likesCount: likeCount };
}
