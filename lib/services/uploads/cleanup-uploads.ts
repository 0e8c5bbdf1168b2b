// No "server-only" marker: the uploads:cleanup script (plain Node) runs this too.
import { db } from "@/lib/db";
import { directUploadStorage, getStorage } from "@/lib/storage";
import { incomingKey } from "@/lib/uploads/endpoints";

export const UNREGISTERED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Removes uploads never registered within 24 h: their stored objects, then their rows. Returns how many. */
export async function cleanupUnregisteredUploads(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREGISTERED_UPLOAD_TTL_MS);
  const storage = getStorage();
  let removed = 0;
  for (;;) {
    const batch = await db.upload.findMany({
      where: { registeredAt: null, createdAt: { lt: cutoff } },
      select: { id: true, objectKey: true, tokenHash: true },
      orderBy: { createdAt: "asc" },
      take: BATCH,
    });
    if (batch.length === 0) return removed;
    const direct = directUploadStorage();
    for (const upload of batch) {
      if (upload.objectKey) await storage.delete(upload.objectKey);
      // a direct upload PUT to the store but never registered
      else if (direct) await direct.delete(incomingKey(upload.tokenHash));
    }
    const { count } = await db.upload.deleteMany({ where: { id: { in: batch.map((u) => u.id) }, registeredAt: null } });
    removed += count;
    if (batch.length < BATCH) return removed;
  }
}
