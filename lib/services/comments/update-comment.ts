import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { CommentDto } from "@/lib/posts/types";
import { commentSelect, toCommentDto } from "@/lib/services/comments/comment-response";
import { notifyCommentMentions } from "@/lib/services/notifications/notify";

export const COMMENT_NOT_FOUND = "Comment not found";
export const NOT_YOUR_COMMENT = "You can only change your own comments";

/** Edits the text of the actor's own comment (403 for someone else's, 404 when missing). */
export async function updateComment(actorId: string, commentId: string, content: string): Promise<CommentDto> {
  const result = await db.comment.updateMany({ where: { id: commentId, authorId: actorId }, data: { content } });
  if (result.count === 0) await explainMiss(commentId);
  const row = await db.comment.findUniqueOrThrow({ where: { id: commentId }, select: commentSelect });
  await notifyCommentMentions(actorId, { id: commentId, postId: row.postId, content });
  return toCommentDto(row);
}

/** After a write matched nothing: 404 if the comment is gone, else it belongs to someone else. */
export async function explainMiss(commentId: string): Promise<never> {
  const exists = await db.comment.findUnique({ where: { id: commentId }, select: { id: true } });
  throw exists ? forbidden(NOT_YOUR_COMMENT) : notFound(COMMENT_NOT_FOUND);
}
