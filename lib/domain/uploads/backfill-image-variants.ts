// server-only, loaded outside Next too
import sharp from "sharp";
import { variantUrl } from "@/lib/contract/media/variants";
import { OBJECT_PATH_PREFIX } from "@/lib/contract/uploads/endpoints";
import { log } from "@/lib/core/log";
import { db } from "@/lib/data/db";
import { lockPosts } from "@/lib/data/db/lock-posts";
import { getStorage } from "@/lib/data/storage";
import { variantWidthsFor } from "@/lib/domain/uploads/media/image-variants";
import { storeImageExtras, type ImageExtras } from "@/lib/domain/uploads/media/store-image-extras";

// Still images uploaded before variants existed (docs/decisions/media.md) have none: no variantWidths
// on their Upload and on the rows that show them (post media, avatars, stories, comments, messages),
// so clients load the 1080 px original everywhere. A row written before its kind copied the widths at
// write (avatars, stories, comments and messages, since 20261201140000) lacks them even where its
// upload has them. This makes them
// as an upload does now (storeImageExtras, the upload's own code path) from the stored original, which
// is already the upload's normalised image (rotated, stripped, at most 1080 px wide), through the
// storage driver in use (local or S3). Run by hand: `npx tsx scripts/backfill-image-variants.ts`.

/** `postMedia` and `others` (avatars, stories, comments, messages): rows given their upload's widths. */
export type BackfillResult = { uploads: number; variants: number; skipped: number; postMedia: number; others: number };

/** Rows showing an uploaded image by its address: those still without widths, and the copy of an upload's onto them. */
type Holder = {
  find: (after: string, take: number) => Promise<{ id: string; url: string | null }[]>;
  copy: (url: string, extras: ImageExtras) => Promise<{ count: number }>;
};
const stored = { startsWith: OBJECT_PATH_PREFIX };
const none = { isEmpty: true };
const page = (take: number) => ({ orderBy: { id: "asc" as const }, take });
const POST_MEDIA: Holder = {
  find: (after, take) => db.postMedia.findMany({ ...page(take), where: { id: { gt: after }, type: "image", variantWidths: none, url: stored }, select: { id: true, url: true } }),
  // the posts' rows first (lockPosts), so an edit or a deletion holding one of them cannot deadlock with it;
  // only the rows of posts it locked (a post that took the address meanwhile is left for the next run);
  // waiting behind a long deletion is not a failure, hence the longer timeout
  copy: (url, { variantWidths, placeholder }) =>
    db.$transaction(
      async (tx) => {
        const holders = await tx.postMedia.findMany({ where: { url, variantWidths: none }, select: { postId: true } });
        const locked = await lockPosts(tx, [...new Set(holders.map((m) => m.postId))]);
        if (locked.length === 0) return { count: 0 };
        return tx.postMedia.updateMany({ where: { url, variantWidths: none, postId: { in: locked.map((p) => p.id) } }, data: { variantWidths, placeholder } });
      },
      { timeout: 30_000 },
    ),
};
const OTHERS: Holder[] = [
  {
    // an avatar has no placeholder (a 40 px circle on a muted background)
    find: async (after, take) =>
      (await db.user.findMany({ ...page(take), where: { id: { gt: after }, profileImageVariantWidths: none, profileImageUrl: stored }, select: { id: true, profileImageUrl: true } })).map((u) => ({ id: u.id, url: u.profileImageUrl })),
    copy: (url, { variantWidths }) => db.user.updateMany({ where: { profileImageUrl: url, profileImageVariantWidths: none }, data: { profileImageVariantWidths: variantWidths } }),
  },
  {
    find: async (after, take) =>
      (await db.story.findMany({ ...page(take), where: { id: { gt: after }, mediaType: "image", variantWidths: none, imageUrl: stored }, select: { id: true, imageUrl: true } })).map((s) => ({ id: s.id, url: s.imageUrl })),
    copy: (url, { variantWidths, placeholder }) => db.story.updateMany({ where: { imageUrl: url, variantWidths: none }, data: { variantWidths, placeholder } }),
  },
  {
    find: async (after, take) =>
      (await db.comment.findMany({ ...page(take), where: { id: { gt: after }, imageVariantWidths: none, imageUrl: stored }, select: { id: true, imageUrl: true } })).map((c) => ({ id: c.id, url: c.imageUrl })),
    copy: (url, { variantWidths, placeholder }) => db.comment.updateMany({ where: { imageUrl: url, imageVariantWidths: none }, data: { imageVariantWidths: variantWidths, imagePlaceholder: placeholder } }),
  },
  {
    find: async (after, take) =>
      (await db.message.findMany({ ...page(take), where: { id: { gt: after }, mediaType: "image", mediaVariantWidths: none, mediaUrl: stored }, select: { id: true, mediaUrl: true } })).map((m) => ({ id: m.id, url: m.mediaUrl })),
    copy: (url, { variantWidths, placeholder }) => db.message.updateMany({ where: { mediaUrl: url, mediaVariantWidths: none }, data: { mediaVariantWidths: variantWidths, mediaPlaceholder: placeholder } }),
  },
];

const BATCH = 50;
const objectPath = (key: string) => `${OBJECT_PATH_PREFIX}${key}`;

/**
 * Walks the still-image uploads without variants in id order, `batch` at a time, then the rows that show
 * an upload (post media, avatars, stories, comments, messages) still without the variants it now has. Idempotent: a row gets its variants once (the
 * update requires none yet), a run interrupted after storing some objects has them replaced by the next,
 * and what cannot be made (an animation, a missing or broken object) is skipped and logged, left for a
 * later run. One run at a time: two would replace each other's objects.
 */
export async function backfillImageVariants(options: { batch?: number; onBatch?: (done: BackfillResult) => void } = {}): Promise<BackfillResult> {
  const batch = options.batch ?? BATCH;
  const storage = getStorage();
  const result: BackfillResult = { uploads: 0, variants: 0, skipped: 0, postMedia: 0, others: 0 };
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
        result.uploads += done.count;
        result.variants += extras.variantWidths.length;
      } catch (err) {
        log().warn({ err, key }, "could not make the variants of an earlier upload; skipped");
        result.skipped += 1;
      }
    }
    options.onBatch?.(result);
    if (uploads.length < batch) break;
    cursor = uploads.at(-1)!.id;
  }
  result.postMedia += await copyFromUploads(POST_MEDIA, batch);
  for (const holder of OTHERS) result.others += await copyFromUploads(holder, batch);
  return result;
}

/** The rows of `holder` whose upload has its variants but which have none (just made above, made at upload before the row copied them, or a run stopped between): copied from the upload. */
async function copyFromUploads(holder: Holder, batch: number): Promise<number> {
  let copied = 0;
  let cursor = "";
  for (;;) {
    const rows = await holder.find(cursor, batch);
    const keys = rows.flatMap((row) => (row.url ? [row.url.slice(OBJECT_PATH_PREFIX.length)] : []));
    const uploads = await db.upload.findMany({ where: { objectKey: { in: keys }, NOT: { variantWidths: none } }, select: { objectKey: true, variantWidths: true, placeholder: true } });
    for (const upload of uploads) {
      try {
        copied += (await holder.copy(objectPath(upload.objectKey!), { variantWidths: upload.variantWidths, placeholder: upload.placeholder })).count;
      } catch (err) {
        // one row set that could not be written (a lock waited out) stays without variants for the next run
        log().warn({ err, key: upload.objectKey }, "could not copy an upload's variants onto the rows that show it; left for the next run");
      }
    }
    if (rows.length < batch) return copied;
    cursor = rows.at(-1)!.id;
  }
}
