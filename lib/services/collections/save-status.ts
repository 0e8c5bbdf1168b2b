import "server-only";
import { db } from "@/lib/db";
import { assertPostExists } from "@/lib/services/posts/get-post";

/** Whether the viewer saved the post, and where. */
export async function getSaveStatus(userId: string, postId: string) {
  await assertPostExists(postId);
  const saved = await db.savedPost.findUnique({
    where: { userId_postId: { userId, postId } },
    select: { collection: { select: { title: true } } },
  });
  return { isSaved: Boolean(saved), collectionTitle: saved?.collection.title ?? null };
}
