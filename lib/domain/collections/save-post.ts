import "server-only";
import { db } from "@/lib/data/db";
import type { SaveState } from "@/lib/contract/posts/types";
import { assertCanActOnPost } from "@/lib/domain/posts/get-post";
import type { Viewer } from "@/lib/domain/safety/visibility";

/**
 * Saves a post into the viewer's collection `title` (trimmed by the schema), creating the
 * collection on first use. A post is saved once per user: saving again moves it.
 */
export async function savePost(viewer: Viewer, postId: string, title: string): Promise<SaveState> {
  const userId = viewer.id;
  await assertCanActOnPost(viewer, postId);
  const collection = await db.collection.upsert({
    where: { ownerId_title: { ownerId: userId, title } },
    create: { ownerId: userId, title },
    update: {},
    select: { id: true, title: true },
  });
  await db.savedPost.upsert({
    where: { userId_postId: { userId, postId } },
    create: { userId, postId, collectionId: collection.id },
    update: { collectionId: collection.id },
  });
  return { isSaved: true, collectionTitle: collection.title };
}
