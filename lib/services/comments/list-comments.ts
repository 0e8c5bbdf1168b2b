import "server-only";
import { db } from "@/lib/db";
import type { CommentDto } from "@/lib/posts/types";
import { commentSelect, toCommentDto } from "@/lib/services/comments/comment-select";
import { assertPostExists } from "@/lib/services/posts/get-post";

export const COMMENTS_MAX = 500;

/** A post's comments, oldest first (a conversation reads top to bottom). */
export async function listComments(postId: string): Promise<CommentDto[]> {
  await assertPostExists(postId);
  const rows = await db.comment.findMany({
    where: { postId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: COMMENTS_MAX,
    select: commentSelect,
  });
  return rows.map(toCommentDto);
}
