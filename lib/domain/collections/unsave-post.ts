import "server-only";
import { db } from "@/lib/data/db";
import { assertPostExists } from "@/lib/domain/posts/get-post";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Removes the viewer's save of a post; the collection itself stays (possibly with 0 posts). */
export async function unsavePost(viewer: Viewer, postId: string) {
  await assertPostExists(postId);
  await db.savedPost.deleteMany({ where: { userId: viewer.id, postId } });
  return { isSaved: false, collectionTitle: null };
}
