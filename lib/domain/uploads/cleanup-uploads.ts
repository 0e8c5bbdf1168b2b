// server-only, loaded outside Next too
// No "server-only" marker: the uploads:cleanup script (plain Node) runs this too.
import { db } from "@/lib/data/db";
import { directUploadStorage, getStorage } from "@/lib/data/storage";
import { incomingKey } from "@/lib/contract/uploads/endpoints";
import { variantUrl } from "@/lib/contract/media/variants";

export const UNREGISTERED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A stale first copy is left this long to the upload that is still rewriting it. */
export const STALE_OBJECT_GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Deletes the first copies of videos rewritten in a second pass (Upload.staleKey: their GPS samples
 * were stored before moov said where they were) whose delete failed or never ran, once the upload is
 * an hour old. A delete that fails again keeps the key for the next run. Returns how many went.
 */
export async function sweepStaleUploadObjects(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_OBJECT_GRACE_MS);
  const storage = getStorage();
  const rows = await db.upload.findMany({
    where: { staleKey: { not: null }, createdAt: { lt: cutoff } },
    select: { id: true, staleKey: true },
    orderBy: { createdAt: "asc" },
    take: BATCH,
  });
  let swept = 0;
  for (const row of rows) {
    try {
      await storage.delete(row.staleKey!);
    } catch {
      continue;
    }
    const { count } = await db.upload.updateMany({ where: { id: row.id, staleKey: row.staleKey }, data: { staleKey: null } });
    swept += count;
  }
  return swept;
}

/** Removes uploads never registered within 24 h: their stored objects, then their rows. Returns how many. */
export async function cleanupUnregisteredUploads(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREGISTERED_UPLOAD_TTL_MS);
  const storage = getStorage();
  let removed = 0;
  for (;;) {
    const batch = await db.upload.findMany({
      where: { registeredAt: null, createdAt: { lt: cutoff } },
      select: { id: true, objectKey: true, tokenHash: true, staleKey: true, variantWidths: true },
      orderBy: { createdAt: "asc" },
      take: BATCH,
    });
    if (batch.length === 0) return removed;
    const direct = directUploadStorage();
    for (const upload of batch) {
      if (upload.staleKey) await storage.delete(upload.staleKey);
      for (const width of upload.objectKey ? upload.variantWidths : []) await storage.delete(variantUrl(upload.objectKey!, width));
      if (upload.objectKey) await storage.delete(upload.objectKey);
      // a direct upload PUT to the store but never registered
      else if (direct) await direct.delete(incomingKey(upload.tokenHash));
    }
    const { count } = await db.upload.deleteMany({ where: { id: { in: batch.map((u) => u.id) }, registeredAt: null } });
    removed += count;
    if (batch.length < BATCH) return removed;
  }
}
