// No "server-only" marker: the stories:cleanup script (plain Node) runs this too.
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";

type DeletedStory = { authorId: string; imageUrl: string };

const OBJECT_PREFIX = "/objects/";

/**
 * Removes the stored media of deleted stories: only "/objects/" uploads the story's author owns
 * and that no remaining story still shows. Demo and foreign objects are left alone.
 */
export async function deleteStoryMedia(stories: DeletedStory[]): Promise<number> {
  const owners = new Map<string, string>();
  for (const s of stories) {
    if (s.imageUrl.startsWith(OBJECT_PREFIX)) owners.set(s.imageUrl.slice(OBJECT_PREFIX.length), s.authorId);
  }
  if (owners.size === 0) return 0;
  const keys = [...owners.keys()];
  const [stillUsed, uploads] = await Promise.all([
    db.story.findMany({ where: { imageUrl: { in: keys.map((k) => OBJECT_PREFIX + k) } }, select: { imageUrl: true } }),
    db.upload.findMany({ where: { objectKey: { in: keys } }, select: { id: true, objectKey: true, ownerId: true } }),
  ]);
  const used = new Set(stillUsed.map((s) => s.imageUrl.slice(OBJECT_PREFIX.length)));
  const doomed = uploads.filter((u) => u.objectKey && !used.has(u.objectKey) && owners.get(u.objectKey) === u.ownerId);
  const storage = getStorage();
  const removed: string[] = [];
  for (const upload of doomed) {
    try {
      await storage.delete(upload.objectKey!);
      removed.push(upload.id);
    } catch (error) {
      console.error("story media delete failed", upload.objectKey, error); // retried by the next cleanup
    }
  }
  if (removed.length) await db.upload.deleteMany({ where: { id: { in: removed } } });
  return removed.length;
}
