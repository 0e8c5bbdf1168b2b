"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ContentWarning } from "@/components/shared/content-warning";
import { PostImage } from "@/components/shared/post-image";
import { useMediaAlt } from "@/hooks/use-media-alt";
import type { MediaFile } from "@/lib/contract/posts/types";
import { cn } from "@/lib/client/cn";

type Props = {
  postId: string;
  media: MediaFile[];
  authorName: string;
  contentWarning?: string | null;
  className?: string;
  onOpen?: () => void;
  /** the first post of a list: its image is the screen's largest paint, so it loads at once and first */
  priority?: boolean;
};

/** The box is the width of the main column (max-w-2xl) on every screen. */
const CARD_SIZES = "(max-width: 672px) 100vw, 672px";

/** A post's images and videos, one at a time, in a square box so nothing shifts; blurred behind its content warning until shown. */
export function MediaCarousel({ postId, media, authorName, contentWarning, className, onOpen, priority = false }: Props) {
  const t = useTranslations("posts.card");
  const tc = useTranslations("common");
  const describe = useMediaAlt();
  const [index, setIndex] = useState(0);
  const current = media[Math.min(index, media.length - 1)];
  if (!current) return null;
  const label = t("mediaLabel", { name: authorName, current: index + 1, total: media.length });
  const alt = describe(current, authorName);
  return (
    <ContentWarning id={postId} warning={contentWarning} className={cn("aspect-square w-full bg-muted", className)}>
    <div className={cn("relative aspect-square w-full overflow-hidden bg-muted", className)}>
      {current.type === "video" ? (
        <video key={current.url} src={current.url} className="size-full object-contain bg-black" controls playsInline preload="metadata" aria-label={alt} />
      ) : onOpen ? (
        <button type="button" onClick={onOpen} className="block size-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset" aria-label={tc("labelValue", { label: t("openPost"), value: label })}>
          <PostImage
            file={current}
            sizes={CARD_SIZES}
            alt={alt}
            width={1080}
            height={1080}
            className="size-full object-cover"
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
          />
        </button>
      ) : (
        <PostImage file={current} sizes={CARD_SIZES} alt={alt} width={1080} height={1080} className="size-full object-contain" />
      )}
      {media.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            disabled={index === 0}
            aria-label={t("previousMedia")}
            className="absolute top-1/2 left-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white outline-none focus-visible:ring-2 focus-visible:ring-white disabled:hidden"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setIndex((i) => Math.min(media.length - 1, i + 1))}
            disabled={index === media.length - 1}
            aria-label={t("nextMedia")}
            className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white outline-none focus-visible:ring-2 focus-visible:ring-white disabled:hidden"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <span className="absolute top-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white" aria-live="polite">
            {t("mediaPosition", { current: index + 1, total: media.length })}
          </span>
        </>
      ) : null}
    </div>
    </ContentWarning>
  );
}
