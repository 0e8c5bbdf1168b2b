// server-only, loaded outside Next too
import sharp from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import { VARIANT_WIDTHS } from "@/lib/contract/media/variants";

export type ImageVariant = { width: number; data: Buffer };

/** ThumbHash takes at most 100×100 pixels. */
const PLACEHOLDER_SIDE = 100;
const WEBP_QUALITY = 80;

/**
 * WebP copies of a normalised still image (processImage's output, already rotated and stripped) at
 * each VARIANT_WIDTHS narrower than it and at its own width. sharp writes no metadata unless asked,
 * so the copies carry none either; transparency is kept.
 */
export async function makeImageVariants(image: { data: Buffer; width: number }): Promise<ImageVariant[]> {
  return Promise.all(
    variantWidthsFor(image.width).map(async (width) => ({
      width,
      data: await sharp(image.data).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
    })),
  );
}

/** The widths of the variants made of an image `width` pixels wide. */
export const variantWidthsFor = (width: number): number[] => [...VARIANT_WIDTHS.filter((w) => w < width), width];

/** The ThumbHash of an image, base64 (about 30 characters): a blurred preview drawn while it loads. */
export async function makePlaceholder(data: Buffer): Promise<string> {
  const { data: rgba, info } = await sharp(data)
    .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, rgba)).toString("base64");
}
