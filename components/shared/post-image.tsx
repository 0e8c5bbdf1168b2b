"use client";

import { useMemo, type ImgHTMLAttributes, type SyntheticEvent } from "react";
import { thumbHashToDataURL } from "thumbhash";
import { variantSrcSet, type VariantImage } from "@/lib/contract/media/variants";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "alt"> & {
  file: VariantImage;
  alt: string;
  /** the rendered width, for the browser's choice among the WebP variants (docs/decisions/media.md) */
  sizes: string;
};

function placeholderUrl(hash: string | undefined): string | undefined {
  if (!hash) return undefined;
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(hash), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

// the placeholder stays under an opaque image; a transparent one shows it through, so it goes once loaded
const clearPlaceholder = (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth > 0) img.style.backgroundImage = "";
};

/**
 * A stored still image (a post's, a story's, a comment's, a message's, an avatar): srcset over the
 * variants that exist, and its ThumbHash drawn behind it until it loads. `sizes` is its rendered
 * width, so a 40 px avatar fetches the 320 copy, never the 1080 original.
 */
export function PostImage({ file, sizes, alt, style, onLoad, ...img }: Props) {
  const placeholder = useMemo(() => placeholderUrl(file.placeholder), [file.placeholder]);
  const srcSet = variantSrcSet(file.url, file.widths);
  return (
    <img
      {...img}
      alt={alt}
      ref={clearPlaceholder}
      src={file.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      style={placeholder ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover", backgroundPosition: "center", ...style } : style}
      onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
        clearPlaceholder(event.currentTarget);
        onLoad?.(event);
      }}
    />
  );
}
