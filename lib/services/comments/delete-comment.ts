import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { COMMENT_NOT_FOUND, ownVisibleCommentWhere, requireOwnComment } from "@/lib/services/comments/require-own-comment";
import type { Viewer } from "@/lib/services/safety/visibility";

/** Deletes the actor's own comment while they may still see its post (404 when missing or hidden, 403 for someone else's visible comment). */
export async function deleteComment(actor: Viewer, commentId: string): Promise<void> {
  await requireOwnComment(actor, commentId);
  const { count } = await db.comment.deleteMany({ where: ownVisibleCommentWhere(actor, commentId) });
  if (count === 0) throw notFound(COMMENT_NOT_FOUND);
}
