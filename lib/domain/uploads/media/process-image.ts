import "server-only";
import { open } from "node:fs/promises";
import sharp from "sharp";
import { SNIFF_BYTES, sniffMedia } from "./sniff";

export const MAX_IMAGE_WIDTH = 1080;
export const MAX_IMAGE_HEIGHT = 4 * MAX_IMAGE_WIDTH; // caps extreme panoramas and screenshot strips
export const MAX_INPUT_PIXELS = 100_000_000; // counts every frame of an animation

export type ProcessedImage = {
  data: Buffer;
  mime: "image/jpeg" | "image/webp" | "image/png";
  ext: "jpg" | "webp" | "png";
  width: number;
  height: number; // of one frame for animations
  animated: boolean;
};

export type InvalidImageReason = "unsupported" | "corrupt" | "too-many-pixels";

export class InvalidImageError extends Error {
  readonly reason: InvalidImageReason;

  constructor(reason: InvalidImageReason, options?: { cause?: unknown }) {
    super(`Invalid image (${reason})`, options);
    this.name = "InvalidImageError";
    this.reason = reason;
  }
}

async function readHead(input: Buffer | string): Promise<Uint8Array> {
  if (typeof input !== "string") return input.subarray(0, SNIFF_BYTES);
  const file = await open(input, "r");
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function decodeError(err: unknown): InvalidImageError {
  const message = err instanceof Error ? err.message : "";
  if (/pixel limit/i.test(message)) return new InvalidImageError("too-many-pixels", { cause: err });
  if (/unsupported (image format|codec|feature)|no decoder|not been built in/i.test(message)) {
    return new InvalidImageError("unsupported", { cause: err });
  }
  return new InvalidImageError("corrupt", { cause: err });
}

/**
 * Normalises an uploaded image: applies EXIF orientation, fits it within 1080 px wide, strips all
 * metadata (EXIF, GPS, XMP, ICC; sharp keeps none unless asked) and re-encodes:
 * - JPEG, HEIC/HEIF, AVIF and opaque still WebP -> JPEG q82 (mozjpeg), flattened on white;
 * - PNG -> PNG, to keep transparency and sharp screenshots;
 * - GIF, animated or transparent WebP -> WebP, keeping every frame (animated WebP plays in <img>).
 * Only formats sniffMedia accepts are decoded, so SVG/PDF never reach librsvg or poppler.
 */
export async function processImage(input: Buffer | string): Promise<ProcessedImage> {
  const sniffed = sniffMedia(await readHead(input));
  if (!sniffed || sniffed.kind !== "image") throw new InvalidImageError("unsupported");

  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  let animated = false;
  let hasAlpha = false;
  try {
    const meta = await sharp(input, options).metadata();
    hasAlpha = meta.hasAlpha;
    animated = (sniffed.ext === "gif" || sniffed.ext === "webp") && (meta.pages ?? 1) > 1;
  } catch (err) {
    throw decodeError(err);
  }

  const pipeline = sharp(input, { ...options, animated })
    .rotate()
    .resize({ width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT, fit: "inside", withoutEnlargement: true });

  let out: Pick<ProcessedImage, "mime" | "ext">;
  if (sniffed.ext === "png") {
    pipeline.png({ compressionLevel: 9 });
    out = { mime: "image/png", ext: "png" };
  } else if (sniffed.ext === "gif" || (sniffed.ext === "webp" && (animated || hasAlpha))) {
    pipeline.webp({ quality: 82 });
    out = { mime: "image/webp", ext: "webp" };
  } else {
    pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true });
    out = { mime: "image/jpeg", ext: "jpg" };
  }

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, ...out, width: info.width, height: info.pageHeight ?? info.height, animated };
  } catch (err) {
    throw decodeError(err);
  }
}
