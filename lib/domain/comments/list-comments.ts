import "server-only";
import { db } from "@/lib/data/db";
import type { CommentDto } from "@/lib/contract/posts/types";
import { commentSelect, toCommentDto } from "@/lib/domain/comments/comment-response";
import { assertPostVisible } from "@/lib/domain/posts/get-post";
import { commentShownWhere, visibleUserWhere, type Viewer } from "@/lib/domain/safety/visibility";

export const COMMENTS_MAX = 500;

/** A post's comments, oldest first (a conversation reads top to bottom), without those hidden from the viewer (blocks, suspensions, the owner's hidden words but for the viewer's own). */
export async function listComments(viewer: Viewer, postId: string): Promise<CommentDto[]> {
  await assertPostVisible(viewer, postId);
  const rows = await db.comment.findMany({
    where: { postId, author: visibleUserWhere(viewer), ...commentShownWhere(viewer) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: COMMENTS_MAX,
    select: commentSelect,
  });
  return rows.map(toCommentDto);
}
