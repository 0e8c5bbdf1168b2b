import "server-only";
import { db } from "@/lib/data/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { commentStateSelect } from "@/lib/domain/comments/comment-response";
import { requireOwn } from "@/lib/domain/safety/hidden";
import { visibleCommentWhere, type Viewer } from "@/lib/domain/safety/visibility";
import { serverText } from "@/lib/core/server-text";

export const COMMENT_NOT_FOUND = serverText("commentNotFound");
export const NOT_YOUR_COMMENT = serverText("notYourComment");

/**
 * The viewer's own comment, only while they may still see its post: 404 when it is missing or hidden
 * (a block either way, a private account they no longer follow, an audience they left, a suspended
 * post author), 403 for someone else's comment they can see (lib/domain/safety/hidden.ts). The
 * row comes as a comment response reads it, with its hidden state (commentStateSelect), so an edit answers without reading again.
 */
export async function requireOwnComment(viewer: Viewer, commentId: string) {
  const row = await db.comment.findFirst({ where: { id: commentId, ...visibleCommentWhere(viewer) }, select: commentStateSelect });
  return requireOwn(viewer, row, (c) => c.authorId, { missing: COMMENT_NOT_FOUND, notYours: NOT_YOUR_COMMENT });
}

/** The write's own filter: still the viewer's and still visible to them, so a block landing meanwhile changes nothing. */
export function ownVisibleCommentWhere(viewer: Viewer, commentId: string): Prisma.CommentWhereInput {
  return { id: commentId, authorId: viewer.id, ...visibleCommentWhere(viewer) };
}
