import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { COMMENT_NOT_FOUND, ownVisibleCommentWhere, requireOwnComment } from "@/lib/domain/comments/require-own-comment";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Deletes the viewer's own comment while they may still see its post: one statement with the rule in
 * its filter; only when it deletes nothing does a read say why (404 when missing or hidden, 403 for
 * someone else's visible comment; 404 too if it came back into sight in between).
 */
export async function deleteComment(viewer: Viewer, commentId: string): Promise<void> {
  const { count } = await db.comment.deleteMany({ where: ownVisibleCommentWhere(viewer, commentId) });
  if (count > 0) return;
  await requireOwnComment(viewer, commentId);
  throw notFound(COMMENT_NOT_FOUND);
}
