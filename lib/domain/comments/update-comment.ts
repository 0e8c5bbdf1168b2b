import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { CommentDto } from "@/lib/contract/posts/types";
import { toCommentDto } from "@/lib/domain/comments/comment-response";
import { COMMENT_NOT_FOUND, ownVisibleCommentWhere, requireOwnComment } from "@/lib/domain/comments/require-own-comment";
import { notifyCommentMentions } from "@/lib/domain/notifications/notify";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Edits the text of the viewer's own comment while they may still see its post (404 when missing or
 * hidden, 403 for someone else's visible comment). Members newly mentioned by the edit are told
 * where a new comment would tell them; those the old text named are not told again. Two statements
 * before the notices: the read (old text, the 404/403, the response's fields) and the guarded write
 * (the only field it changes is the text, so the response is the read with the new text).
 */
export async function updateComment(viewer: Viewer, commentId: string, content: string): Promise<CommentDto> {
  const before = await requireOwnComment(viewer, commentId);
  const { count } = await db.comment.updateMany({ where: ownVisibleCommentWhere(viewer, commentId), data: { content } });
  if (count === 0) throw notFound(COMMENT_NOT_FOUND);
  await notifyCommentMentions(viewer, { id: commentId, postId: before.postId, content }, before.content);
  return toCommentDto({ ...before, content });
}
