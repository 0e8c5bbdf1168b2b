import "server-only";
import { notFound } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { keysetPage, keysetQuery, newestFirst, readCursor } from "@/lib/core/paging/keyset";
import type { HiddenCommentDto } from "@/lib/contract/hidden-words/schemas";
import { commentSelect, toCommentDto } from "@/lib/domain/comments/comment-response";
import { COMMENT_NOT_FOUND } from "@/lib/domain/comments/require-own-comment";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

// "Hidden comments" (issue #33): the comments on the viewer's own posts that their hidden words hid,
// which only they (and each comment's author, in the post's own list) can see. Show clears the mark
// for good (an edit of the text decides again); Delete removes the comment.

export const HIDDEN_COMMENTS_PAGE_SIZE = 50;
const ORDER = newestFirst();

/** A hidden comment on one of the viewer's posts, by a member still visible to them (a block either way hides it here too). */
function hiddenOnOwnPostWhere(viewer: Viewer): Prisma.CommentWhereInput {
  return { hiddenAt: { not: null }, post: { authorId: viewer.id }, author: visibleUserWhere(viewer) };
}

/** GET /api/hidden-comments?cursor=: newest first. */
export async function listHiddenComments(viewer: Viewer, cursor?: string): Promise<{ items: HiddenCommentDto[]; nextCursor: string | null }> {
  const { where, orderBy, take } = keysetQuery(ORDER, readCursor(cursor), HIDDEN_COMMENTS_PAGE_SIZE);
  const rows = await db.comment.findMany({
    where: { AND: [hiddenOnOwnPostWhere(viewer), where] },
    orderBy,
    take,
    select: { ...commentSelect, hiddenAt: true },
  });
  const { items, nextCursor } = keysetPage(rows, HIDDEN_COMMENTS_PAGE_SIZE, ORDER);
  return { items: items.map((r) => ({ ...toCommentDto(r), hiddenAt: (r.hiddenAt ?? r.createdAt).toISOString() })), nextCursor };
}

/** POST /api/hidden-comments/{id}/show: everyone who may see the post sees it again; 404 unless it is a hidden comment on the viewer's post. */
export async function showHiddenComment(viewer: Viewer, commentId: string): Promise<void> {
  const { count } = await db.comment.updateMany({
    where: { id: commentId, ...hiddenOnOwnPostWhere(viewer) },
    data: { hiddenAt: null, hiddenReason: null, shownAt: new Date() },
  });
  if (count === 0) throw notFound(COMMENT_NOT_FOUND);
}

/** DELETE /api/hidden-comments/{id}: the post's owner deletes a hidden comment; 404 unless it is one on their post. */
export async function deleteHiddenComment(viewer: Viewer, commentId: string): Promise<void> {
  const { count } = await db.comment.deleteMany({ where: { id: commentId, ...hiddenOnOwnPostWhere(viewer) } });
  if (count === 0) throw notFound(COMMENT_NOT_FOUND);
}
