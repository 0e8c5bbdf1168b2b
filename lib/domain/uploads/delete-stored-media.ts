// server-only, loaded outside Next too
// No "server-only" marker: the stories:cleanup script (plain Node) runs this too.
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getStorage } from "@/lib/data/storage";
import { log } from "@/lib/core/log";
import { variantUrl } from "@/lib/contract/media/variants";

// The one way to remove uploaded media once what showed it is gone (a post, a story, an account).
export type StoredMediaRef = { ownerId: string; url: string | null | undefined };

const OBJECT_PREFIX = "/objects/";
/** keys per reference query: ten IN lists of this size stay far below PostgreSQL's 65,535 parameters */
const REFERENCE_BATCH = 1000;

/** Object keys (of `keys`) that some remaining row still shows: posts, comments, stories, profiles, events, businesses. */
async function stillReferenced(keys: string[]): Promise<Set<string>> {
  const paths = keys.map((k) => OBJECT_PREFIX + k);
  const rows = await db.$queryRaw<{ u: string }[]>`
    SELECT u FROM (
      SELECT "url" AS u FROM "PostMedia" WHERE "url" IN (${Prisma.join(paths)})
      UNION SELECT "imageUrl" FROM "Story" WHERE "imageUrl" IN (${Prisma.join(paths)})
      UNION SELECT "imageUrl" FROM "Comment" WHERE "imageUrl" IN (${Prisma.join(paths)})
      UNION SELECT "videoUrl" FROM "Comment" WHERE "videoUrl" IN (${Prisma.join(paths)})
      UNION SELECT "mediaUrl" FROM "Message" WHERE "mediaUrl" IN (${Prisma.join(paths)})
      UNION SELECT "profileImageUrl" FROM "User" WHERE "profileImageUrl" IN (${Prisma.join(paths)})
      UNION SELECT "backgroundVideoUrl" FROM "User" WHERE "backgroundVideoUrl" IN (${Prisma.join(paths)})
      UNION SELECT "venueImageUrl" FROM "Event" WHERE "venueImageUrl" IN (${Prisma.join(paths)})
      UNION SELECT "imageUrl" FROM "Event" WHERE "imageUrl" IN (${Prisma.join(paths)})
      UNION SELECT "imageUrl" FROM "Business" WHERE "imageUrl" IN (${Prisma.join(paths)})
      UNION SELECT "imageUrl" FROM "BusinessApplication" WHERE "imageUrl" IN (${Prisma.join(paths)})
    ) refs(u)`;
  return new Set(rows.map((r) => r.u.slice(OBJECT_PREFIX.length)));
}

/** The stored WebP variants (docs/decisions/media.md) of each of `keys`, by key. */
async function variantKeysOf(keys: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (let i = 0; i < keys.length; i += REFERENCE_BATCH) {
    const rows = await db.upload.findMany({
      where: { objectKey: { in: keys.slice(i, i + REFERENCE_BATCH) } },
      select: { objectKey: true, variantWidths: true },
    });
    for (const row of rows) found.set(row.objectKey!, row.variantWidths.map((w) => variantUrl(row.objectKey!, w)));
  }
  return found;
}

/**
 * Deletes stored objects by key (and their image variants), skipping any a remaining row still shows, then their Upload rows.
 * The caller vouches that the keys belong to whoever lost them. Returns how many were removed;
 * a failed storage delete is logged and its row kept, so a later cleanup can retry. `knownWidths`
 * names the variants of keys whose Upload rows are already gone (an account deletion's cascade).
 */
export async function deleteUnreferencedObjects(keys: string[], knownWidths: ReadonlyMap<string, number[]> = new Map()): Promise<number> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return 0;
  const used = new Set<string>();
  for (let i = 0; i < unique.length; i += REFERENCE_BATCH) {
    for (const key of await stillReferenced(unique.slice(i, i + REFERENCE_BATCH))) used.add(key);
  }
  const storage = getStorage();
  const unused = unique.filter((key) => !used.has(key));
  const variants = await variantKeysOf(unused);
  for (const [key, widths] of knownWidths) if (!variants.has(key)) variants.set(key, widths.map((w) => variantUrl(key, w)));
  const removed: string[] = [];
  for (const key of unused) {
    try {
      // the variants first: one that stays has its original's row kept, so a later cleanup retries
      for (const variant of variants.get(key) ?? []) await storage.delete(variant);
      await storage.delete(key);
      removed.push(key);
    } catch (error) {
      log().error({ err: error, key }, "media delete failed");
    }
  }
  if (removed.length) await db.upload.deleteMany({ where: { objectKey: { in: removed } } });
  return removed.length;
}

/**
 * Removes the stored media of deleted content: only "/objects/" uploads owned by the member the
 * content belonged to and that nothing else still shows. Demo and foreign objects are left alone.
 */
export async function deleteStoredMedia(refs: StoredMediaRef[]): Promise<number> {
  const owners = new Map<string, string>();
  for (const ref of refs) {
    if (ref.url?.startsWith(OBJECT_PREFIX)) owners.set(ref.url.slice(OBJECT_PREFIX.length), ref.ownerId);
  }
  if (owners.size === 0) return 0;
  const uploads = await db.upload.findMany({ where: { objectKey: { in: [...owners.keys()] } }, select: { objectKey: true, ownerId: true } });
  const owned = uploads.filter((u) => u.objectKey && owners.get(u.objectKey) === u.ownerId).map((u) => u.objectKey!);
  return deleteUnreferencedObjects(owned);
}
