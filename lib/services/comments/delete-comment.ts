import "server-only";
import { db } from "@/lib/db";
import { explainMiss } from "@/lib/services/comments/update-comment";

/** Deletes the actor's own comment (403 for someone else's, 404 when missing). */
export async function deleteComment(actorId: string, commentId: string): Promise<void> {
  const result = await db.comment.deleteMany({ where: { id: commentId, authorId: actorId } });
  if (result.count === 0) await explainMiss(commentId);
}
