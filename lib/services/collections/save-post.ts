import "server-only";
import { db } from "@/lib/db";
import { assertPostExists } from "@/lib/services/posts/get-post";

export type SaveState = { isSaved: boolean; collectionTitle: string | null };

/**
 * Saves a post into the viewer's collection `title` (trimmed by the schema), creating the
 * collection on first use. A post is saved once per user: saving again moves it.
 */
export async function savePost(userId: string, postId: string, title: string): Promise<SaveState> {
  await assertPostExists(postId);
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
