import "server-only";
import { db } from "@/lib/data/db";
import { removeMessage } from "@/lib/domain/messages/delete-message";
import { deletePost } from "@/lib/domain/posts/delete-post";
import { deleteReview } from "@/lib/domain/reviews/delete-review";
import { deleteStoryMedia } from "@/lib/domain/stories/delete-story-media";
import { deleteStoredMedia } from "@/lib/domain/uploads/delete-stored-media";
import type { ReportTargetType } from "@/lib/contract/safety/schemas";
import { log } from "@/lib/core/log";
import type { Viewer } from "@/lib/domain/safety/visibility";

export type RemovableTargetType = Exclude<ReportTargetType, "user" | "conversation">;

/**
 * An admin removes reported content as its author's delete would (rows that hang off it cascade,
 * stored media goes best-effort). Returns false when it was already gone.
 */
export async function removeTarget(viewer: Viewer, type: RemovableTargetType, id: string): Promise<boolean> {
  switch (type) {
    case "post": {
      const exists = await db.post.count({ where: { id } });
      if (!exists) return false;
      await deletePost({ id: viewer.id, isAdmin: true }, id);
      return true;
    }
    case "comment": {
      const row = await db.comment.findUnique({ where: { id }, select: { authorId: true, imageUrl: true, videoUrl: true } });
      if (!row) return false;
      const { count } = await db.comment.deleteMany({ where: { id } });
      await deleteMediaAfterCommit(row.authorId, [row.imageUrl, row.videoUrl]);
      return count > 0;
    }
    case "story": {
      const row = await db.story.findUnique({ where: { id }, select: { authorId: true, imageUrl: true } });
      if (!row) return false;
      const { count } = await db.story.deleteMany({ where: { id } });
      await deleteStoryMedia([row]);
      return count > 0;
    }
    case "event": {
      const row = await db.event.findUnique({ where: { id }, select: { organizerId: true, imageUrl: true, venueImageUrl: true } });
      if (!row) return false;
      const { count } = await db.event.deleteMany({ where: { id } });
      await deleteMediaAfterCommit(row.organizerId, [row.imageUrl, row.venueImageUrl]);
      return count > 0;
    }
    case "message":
      return removeMessage(id);
    case "business": {
      const row = await db.business.findUnique({ where: { id }, select: { ownerId: true, imageUrl: true } });
      if (!row) return false;
      const { count } = await db.business.deleteMany({ where: { id } });
      await deleteMediaAfterCommit(row.ownerId, [row.imageUrl]);
      return count > 0;
    }
    case "review": {
      // through the review's own delete, so the business's rating is recomputed with it
      const exists = await db.businessReview.count({ where: { id } });
      if (!exists) return false;
      await deleteReview({ id: viewer.id, isAdmin: true }, id);
      return true;
    }
  }
}

/** Best effort: the content is already gone, so a storage failure is logged (cleanup retries), never thrown. */
async function deleteMediaAfterCommit(ownerId: string | null, urls: (string | null)[]) {
  if (!ownerId) return;
  await deleteStoredMedia(urls.map((url) => ({ ownerId, url }))).catch((error: unknown) => log().error({ err: error }, "media cleanup failed"));
}
