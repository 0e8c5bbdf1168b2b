// Smaller copies of a still image, stored beside it (docs/decisions/media.md): "<key>.w<width>.webp".
// The browser picks one through srcset; the original (at most 1080 wide) stays the src.

/** Widths made for every still image wider than them; a WebP at the image's own width is made too. */
export const VARIANT_WIDTHS = [320, 640] as const;
/** No variant is wider than the original, which is at most this wide. */
export const MAX_VARIANT_WIDTH = 1080;

const VARIANT_SUFFIX = /\.w([1-9][0-9]{0,3})\.webp$/;

/** The address (or, given a storage key, the key) of the `width` variant of the image at `url`. */
export const variantUrl = (url: string, width: number) => `${url}.w${width}.webp`;

/** A stored still image as the client draws it (components/shared/post-image.tsx): its variants' widths and its ThumbHash, when there are some. */
export type VariantImage = { url: string; widths?: number[]; placeholder?: string };

/** What a response adds beside an image's address: the widths and the placeholder, each only when stored (older uploads, videos and animations have none). */
export function variantFields(widths: readonly number[] | null | undefined, placeholder?: string | null): { widths?: number[]; placeholder?: string } {
  return { ...(widths?.length ? { widths: [...widths] } : {}), ...(placeholder ? { placeholder } : {}) };
}

/** The same beside a content's `imageUrl` (a story, a comment, a story reply's preview): imageWidths and imagePlaceholder. */
export function imageVariantFields(widths: readonly number[] | null | undefined, placeholder?: string | null): { imageWidths?: number[]; imagePlaceholder?: string } {
  const fields = variantFields(widths, placeholder);
  return { ...(fields.widths ? { imageWidths: fields.widths } : {}), ...(fields.placeholder ? { imagePlaceholder: fields.placeholder } : {}) };
}

/** The same beside a preview's `mediaUrl` (a notification's post, a report's post, comment or story): mediaWidths and mediaPlaceholder. */
export function mediaVariantFields(widths: readonly number[] | null | undefined, placeholder?: string | null): { mediaWidths?: number[]; mediaPlaceholder?: string } {
  const fields = variantFields(widths, placeholder);
  return { ...(fields.widths ? { mediaWidths: fields.widths } : {}), ...(fields.placeholder ? { mediaPlaceholder: fields.placeholder } : {}) };
}

/** A srcset over the variants that exist, or undefined when there are none (old uploads, videos, animations). */
export function variantSrcSet(url: string, widths: readonly number[] | undefined): string | undefined {
  if (!widths?.length) return undefined;
  return widths.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}

/**
 * One address for a place that takes no srcset (Radix's Avatar preloads its `src` alone): the
 * narrowest stored variant at least `minWidth` wide, else the widest, else the original.
 */
export function variantSrc(image: VariantImage, minWidth: number): string {
  const widths = [...(image.widths ?? [])].sort((a, b) => a - b);
  if (!widths.length) return image.url;
  return variantUrl(image.url, widths.find((w) => w >= minWidth) ?? widths[widths.length - 1]!);
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
