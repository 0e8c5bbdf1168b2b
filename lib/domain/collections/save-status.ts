import "server-only";
import { db } from "@/lib/data/db";
import type { SaveState } from "@/lib/contract/posts/types";
import { assertPostVisible } from "@/lib/domain/posts/get-post";
import type { Viewer } from "@/lib/domain/safety/visibility";

/** Whether the viewer saved the post, and where. */
export async function getSaveStatus(viewer: Viewer, postId: string): Promise<SaveState> {
  const userId = viewer.id;
  await assertPostVisible(viewer, postId);
  const saved = await db.savedPost.findUnique({
    where: { userId_postId: { userId, postId } },
    select: { collection: { select: { title: true } } },
  });
  return { isSaved: Boolean(saved), collectionTitle: saved?.collection.title ?? null };
}
