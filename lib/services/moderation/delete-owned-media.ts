import "server-only";
import { db } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { keyFromObjectPath } from "@/lib/services/uploads/tokens";

/**
 * Best-effort removal of stored uploads that belonged to removed content: only "/objects/" paths
 * uploaded by `ownerId` (demo and foreign objects are left alone). Failures are logged, never thrown.
 */
export async function deleteOwnedMedia(ownerId: string | null, paths: (string | null | undefined)[]): Promise<void> {
  if (!ownerId) return;
  const keys = [...new Set(paths.map((p) => (p ? keyFromObjectPath(p) : null)).filter((k): k is string => Boolean(k)))];
  if (!keys.length) return;
  try {
    const uploads = await db.upload.findMany({ where: { ownerId, objectKey: { in: keys } }, select: { id: true, objectKey: true } });
    const storage = getStorage();
    const removed: string[] = [];
    for (const upload of uploads) {
      try {
        await storage.delete(upload.objectKey!);
        removed.push(upload.id);
      } catch (error) {
        console.error("media delete failed", upload.objectKey, error);
      }
    }
    if (removed.length) await db.upload.deleteMany({ where: { id: { in: removed } } });
  } catch (error) {
    console.error("media cleanup failed", error);
  }
}
