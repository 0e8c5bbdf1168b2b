import "server-only";
import { db } from "@/lib/data/db";
import { assertPostExists } from "@/lib/domain/posts/get-post";

/** Removes the viewer's save of a post; the collection itself stays (possibly with 0 posts). */
export async function unsavePost(userId: string, postId: string) {
  await assertPostExists(postId);
  await db.savedPost.deleteMany({ where: { userId, postId } });
  return { isSaved: false, collectionTitle: null };
}
