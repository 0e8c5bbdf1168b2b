// server-only, loaded outside Next too
import { variantUrl } from "@/lib/contract/media/variants";
import { log } from "@/lib/core/log";
import type { StorageDriver } from "@/lib/data/storage";
import { makeImageVariants, makePlaceholder } from "./image-variants";

export type ImageExtras = { variantWidths: number[]; placeholder: string | null };

/**
 * The WebP variants of a still image, stored beside it, and its placeholder (docs/decisions/media.md):
 * for a new upload (receive-upload.ts) and for one stored before variants existed
 * (backfill-image-variants.ts). They are a speed-up, not the upload: one that fails is logged and left
 * out of variantWidths, so the client never lists it; animations get none (a resized copy would drop
 * or re-time frames).
 */
export async function storeImageExtras(storage: StorageDriver, key: string, image: { data: Buffer; width: number; animated: boolean }): Promise<ImageExtras> {
  if (image.animated) return { variantWidths: [], placeholder: null };
  try {
    const [variants, placeholder] = await Promise.all([makeImageVariants(image), makePlaceholder(image.data)]);
    const variantWidths: number[] = [];
    for (const variant of variants) {
      try {
        await storage.put(variantUrl(key, variant.width), variant.data, { contentType: "image/webp" });
        variantWidths.push(variant.width);
      } catch (err) {
        log().warn({ err, key, width: variant.width }, "could not store an image variant; the original is served instead");
      }
    }
    return { variantWidths, placeholder };
  } catch (err) {
    log().warn({ err, key }, "could not make image variants; the original is served instead");
    return { variantWidths: [], placeholder: null };
  }
}
