"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { mediaAlt, type DescribedMedia } from "@/lib/contract/media/media-alt";

/** The alt (image) or aria-label (video) of a member's media, for every renderer (lib/contract/media/media-alt.ts). */
export function useMediaAlt() {
  const t = useTranslations("media.alt");
  return useCallback((media: DescribedMedia, authorName: string) => mediaAlt(media, authorName, (key, values) => t(key, values)), [t]);
}
