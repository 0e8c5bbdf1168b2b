// server-only, loaded outside Next too
import sharp from "sharp";
import { variantUrl } from "@/lib/contract/media/variants";
import { OBJECT_PATH_PREFIX } from "@/lib/contract/uploads/endpoints";
import { log } from "@/lib/core/log";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";
import { variantWidthsFor } from "@/lib/domain/uploads/media/image-variants";
import { storeImageExtras } from "@/lib/domain/uploads/media/store-image-extras";

// Still images uploaded before variants existed (docs/decisions/media.md) have none: no variantWidths
// on their Upload and PostMedia rows, so clients load the 1080 px original everywhere. This makes them
// as an upload does now (storeImageExtras, the upload's own code path) from the stored original, which
// is already the upload's normalised image (rotated, stripped, at most 1080 px wide), through the
// storage driver in use (local or S3). Run by hand: `npx tsx scripts/backfill-image-variants.ts`.

export type BackfillResult = { uploads: number; variants: number; skipped: number; postMedia: number };

const BATCH = 50;
const objectPath = (key: string) => `${OBJECT_PATH_PREFIX}${key}`;

/**
 * Walks the still-image uploads without variants in id order, `batch` at a time, then the post media
 * still without the variants their upload now has. Idempotent: a row gets its variants once (the
 * update requires none yet), a run interrupted after storing some objects has them replaced by the next,
 * and what cannot be made (an animation, a missing or broken object) is skipped and logged, left for a
 * later run. One run at a time: two would replace each other's objects.
 */
export async function backfillImageVariants(options: { batch?: number; onBatch?: (done: BackfillResult) => void } = {}): Promise<BackfillResult> {
  const batch = options.batch ?? BATCH;
  const storage = getStorage();
  const result: BackfillResult = { uploads: 0, variants: 0, skipped: 0, postMedia: 0 };
  let cursor = "";
  for (;;) {
    const uploads = await db.upload.findMany({
      where: { id: { gt: cursor }, kind: "image", objectKey: { not: null }, variantWidths: { isEmpty: true } },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true, objectKey: true },
    });
    for (const upload of uploads) {
      const key = upload.objectKey!;
      try {
        const stored = await storage.get(key);
        if (!stored) throw new Error("the stored object is missing");
        const data = Buffer.from(await new Response(stored.body).arrayBuffer());
        const meta = await sharp(data).metadata();
        if (!meta.width) throw new Error("the stored object has no width");
        // objects a run interrupted before its update left behind: put never overwrites
        for (const width of variantWidthsFor(meta.width)) await storage.delete(variantUrl(key, width));
        const extras = await storeImageExtras(storage, key, { data, width: meta.width, animated: (meta.pages ?? 1) > 1 });
        if (extras.variantWidths.length === 0) {
          result.skipped += 1;
          continue;
        }
        const done = await db.upload.updateMany({ where: { id: upload.id, variantWidths: { isEmpty: true } }, data: extras });
        if (done.count === 0 && !(await db.upload.findUnique({ where: { id: upload.id }, select: { id: true } }))) {
          // deleted while its copies were made (a post or an account went): its copies go too, as they would have with it
          for (const width of extras.variantWidths) await storage.delete(variantUrl(key, width));
          result.skipped += 1;
          continue;
        }
        const media = await db.postMedia.updateMany({ where: { url: objectPath(key), variantWidths: { isEmpty: true } }, data: extras });
        result.uploads += done.count;
        result.variants += extras.variantWidths.length;
        result.postMedia += media.count;
      } catch (err) {
        log().warn({ err, key }, "could not make the variants of an earlier upload; skipped");
        result.skipped += 1;
      }
    }
    options.onBatch?.(result);
    if (uploads.length < batch) break;
    cursor = uploads.at(-1)!.id;
  }
  result.postMedia += await copyToPostMedia(batch);
  return result;
}

/** Post media whose upload has its variants but which have none (a run stopped between its two updates): copied from the upload. */
async function copyToPostMedia(batch: number): Promise<number> {
  let copied = 0;
  let cursor = "";
  for (;;) {
    const media = await db.postMedia.findMany({
      where: { id: { gt: cursor }, type: "image", variantWidths: { isEmpty: true }, url: { startsWith: OBJECT_PATH_PREFIX } },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true, url: true },
    });
    const keys = media.map((m) => m.url.slice(OBJECT_PATH_PREFIX.length));
    const uploads = await db.upload.findMany({ where: { objectKey: { in: keys }, NOT: { variantWidths: { isEmpty: true } } }, select: { objectKey: true, variantWidths: true, placeholder: true } });
    for (const upload of uploads) {
      const done = await db.postMedia.updateMany({
        where: { url: objectPath(upload.objectKey!), variantWidths: { isEmpty: true } },
        data: { variantWidths: upload.variantWidths, placeholder: upload.placeholder },
      });
      copied += done.count;
    }
    if (media.length < batch) return copied;
    cursor = media.at(-1)!.id;
  }
}
