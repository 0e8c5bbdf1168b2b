// Smaller copies of a still image, stored beside it (docs/decisions/media.md): "<key>.w<width>.webp".
// The browser picks one through srcset; the original (at most 1080 wide) stays the src.

/** Widths made for every still image wider than them; a WebP at the image's own width is made too. */
export const VARIANT_WIDTHS = [320, 640] as const;
/** No variant is wider than the original, which is at most this wide. */
export const MAX_VARIANT_WIDTH = 1080;

const VARIANT_SUFFIX = /\.w([1-9][0-9]{0,3})\.webp$/;

/** The address (or, given a storage key, the key) of the `width` variant of the image at `url`. */
export const variantUrl = (url: string, width: number) => `${url}.w${width}.webp`;

/** A srcset over the variants that exist, or undefined when there are none (old uploads, videos, animations). */
export function variantSrcSet(url: string, widths: readonly number[] | undefined): string | undefined {
  if (!widths?.length) return undefined;
  return widths.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}

/** The original's key and the width when `key` names a variant, else null. */
export function parseVariantKey(key: string): { originalKey: string; width: number } | null {
  const match = VARIANT_SUFFIX.exec(key);
  if (!match) return null;
  const width = Number(match[1]);
  const originalKey = key.slice(0, match.index);
  if (width > MAX_VARIANT_WIDTH || originalKey === "" || VARIANT_SUFFIX.test(originalKey)) return null;
  return { originalKey, width };
}
