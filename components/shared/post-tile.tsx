"use client";

import { Heart, Layers, MessageCircle, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { ContentWarning } from "@/components/shared/content-warning";
import { PostImage } from "@/components/shared/post-image";
import { useMediaAlt } from "@/hooks/use-media-alt";
import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";

/** A third of the main column (max-w-2xl). */
const TILE_SIZES = "(max-width: 672px) 34vw, 224px";
const VIDEO_URL = /\.(mp4|webm)(\?|#|$)/i;

/** Spec: videos are recognised by .mp4 or .webm (and by the media type we store). */
export function isVideoPost(post: PostDto) {
  return post.mediaFiles[0]?.type === "video" || VIDEO_URL.test(post.imageUrl);
}

export function PostTile({ post, label, onOpen }: { post: PostDto; label?: string; onOpen: () => void }) {
  const t = useTranslations("profile.grid");
  const name = displayName(post.user);
  const extra = post.mediaFiles.length - 1;
  const video = isVideoPost(post);
  const describe = useMediaAlt();
  const first = post.mediaFiles[0] ?? { type: video ? ("video" as const) : ("image" as const), altText: null };
  return (
    <ContentWarning id={post.id} warning={post.contentWarning} compact className="aspect-square w-full">
    <button
      type="button"
      onClick={onOpen}
      aria-label={post.caption ? t("open", { name, caption: post.caption.slice(0, 80) }) : t("openNoCaption", { name })}
      className="group relative block aspect-square w-full overflow-hidden bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {video ? (
        <video src={post.imageUrl} muted playsInline preload="metadata" className="size-full object-cover" aria-label={describe(first, name)} />
      ) : (
        <PostImage file={{ ...post.mediaFiles[0], url: post.imageUrl }} sizes={TILE_SIZES} alt={describe(first, name)} width={300} height={300} loading="lazy" className="size-full object-cover" />
      )}
      {video ? (
        <span className="absolute top-1.5 right-1.5 rounded-full bg-black/60 p-1 text-white">
          <Play className="size-3.5 fill-current" aria-hidden />
          <span className="sr-only">{t("video")}</span>
        </span>
      ) : null}
      {extra > 0 ? (
        <span className="absolute top-1.5 left-1.5 inline-flex items-center gap-0.5 rounded-full bg-black/60 px-1.5 py-0.5 text-xs font-semibold text-white">
          <Layers className="size-3" aria-hidden />
          <span aria-hidden>{t("moreMedia", { count: extra })}</span>
          <span className="sr-only">{t("moreMediaLabel", { count: extra })}</span>
        </span>
      ) : null}
      {label ? (
        <span className="absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/75 to-transparent px-1.5 pt-4 pb-1 text-left text-xs font-medium text-white">
          {label}
        </span>
      ) : null}
      <span className="absolute inset-0 hidden items-center justify-center gap-4 bg-black/45 text-sm font-semibold text-white group-hover:flex group-focus-visible:flex">
        <span className="inline-flex items-center gap-1">
          <Heart className="size-4 fill-current" aria-hidden />
          <span aria-hidden>{post.likeCount}</span>
          <span className="sr-only">{t("likes", { count: post.likeCount })}</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle className="size-4 fill-current" aria-hidden />
          <span aria-hidden>{post.commentsCount}</span>
          <span className="sr-only">{t("comments", { count: post.commentsCount })}</span>
        </span>
      </span>
    </button>
    </ContentWarning>
  );
}
