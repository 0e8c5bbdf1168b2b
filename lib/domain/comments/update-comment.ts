import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import type { CommentDto } from "@/lib/contract/posts/types";
import { toCommentDto } from "@/lib/domain/comments/comment-response";
import { COMMENT_NOT_FOUND, ownVisibleCommentWhere, requireOwnComment } from "@/lib/domain/comments/require-own-comment";
import { notifyCommentMentions } from "@/lib/domain/notifications/notify";
import { HIDDEN_BY_WORDS, hiddenByPostOwnerWords } from "@/lib/domain/safety/hidden-words";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Edits the text of the viewer's own comment while they may still see its post (404 when missing or
 * hidden, 403 for someone else's visible comment). The post owner's hidden words decide again whether
 * it is hidden (docs/decisions/safety.md, "Hidden words"). Members newly mentioned by the edit are told
 * where a new comment would tell them; those the old text named are not told again. Three statements
 * before the notices: the read (old text, the 404/403, the response's fields), the owner's hidden words, and the guarded write
 * (the only field it changes is the text, so the response is the read with the new text).
 */
export async function updateComment(viewer: Viewer, commentId: string, content: string): Promise<CommentDto> {
  const before = await requireOwnComment(viewer, commentId);
  // an edit is new text: the post owner's hidden words decide again (a "Show" of the old text no longer holds);
  // a comment hidden for another reason stays so
  const matched = await hiddenByPostOwnerWords(viewer, before.postId, [content, before.altText]);
  const byOther = before.hiddenAt !== null && before.hiddenReason !== HIDDEN_BY_WORDS;
  const hidden = byOther || matched;
  const state = byOther
    ? {}
    : matched
      ? { hiddenAt: before.hiddenAt ?? new Date(), hiddenReason: HIDDEN_BY_WORDS, shownAt: null }
      : { hiddenAt: null, hiddenReason: null, shownAt: null };
  const { count } = await db.comment.updateMany({ where: ownVisibleCommentWhere(viewer, commentId), data: { content, ...state } });
  if (count === 0) throw notFound(COMMENT_NOT_FOUND);
  if (hidden) await db.notification.deleteMany({ where: { commentId } });
  // mentions in a comment that was hidden were never told: all of them are new then
  else await notifyCommentMentions(viewer, { id: commentId, postId: before.postId, content }, before.hiddenAt ? null : before.content);
  return toCommentDto({ ...before, content });
}
