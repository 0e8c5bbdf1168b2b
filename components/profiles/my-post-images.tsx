"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/shared/empty-state";
import { PostGridSkeleton } from "@/components/posts/post-grid";
import { usePagedList } from "@/hooks/use-paged-list";
import type { PostDto } from "@/lib/contract/posts/types";

/** The chooser's My Posts tab: every image of the member's own posts. */
export function MyPostImages({ userId, onPick }: { userId: string; onPick: (url: string) => void }) {
  const t = useTranslations("profile.chooser");
  const list = usePagedList<PostDto>(`/api/users/${userId}/posts`);
  if (list.isPending) return <PostGridSkeleton label={t("loadingPosts")} />;
  const images = list.items.flatMap((p) => p.mediaFiles.filter((m) => m.type === "image").map((m) => m.url));
  if (!images.length) return <EmptyState title={t("noPostImages")} />;
  return (
    <ul aria-label={t("postImagesLabel")} className="grid max-h-80 grid-cols-3 gap-1 overflow-y-auto pt-2">
      {[...new Set(images)].map((url) => (
        <li key={url}>
          <button
            type="button"
            onClick={() => onPick(url)}
            aria-label={t("usePostImage")}
            className="block aspect-square w-full overflow-hidden rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <img src={url} alt="" width={120} height={120} loading="lazy" className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
