"use client";

import { Hash } from "lucide-react";
import { useTranslations } from "next-intl";
import { PostGrid, PostGridSkeleton } from "@/components/posts/post-grid";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import type { PostDto } from "@/lib/contract/posts/types";
import { TAG_COUNT_CAP, TAG_PAGE_SIZE } from "@/lib/contract/tags/schemas";

/** /explore/tags/{tag}: the tag, how many posts carry it, and their grid, newest first. */
export function TagPostsView({ tag, count, initial }: { tag: string; count: number; initial?: Page<PostDto> }) {
  const t = useTranslations("tags");
  const list = usePagedList<PostDto>(`/api/tags/${encodeURIComponent(tag)}/posts?limit=${TAG_PAGE_SIZE}`, { initial });
  return (
    <section aria-labelledby="tag-heading" className="space-y-4">
      <header className="flex items-center gap-4 px-1">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-pink-500 via-purple-500 to-sky-500 text-white" aria-hidden>
          <Hash className="size-8" />
        </span>
        <div className="min-w-0">
          <h1 id="tag-heading" className="truncate text-2xl font-bold">
            #{tag}
          </h1>
          <p className="text-sm text-muted-foreground">{count > TAG_COUNT_CAP ? t("postCountCapped", { count: TAG_COUNT_CAP }) : t("postCount", { count })}</p>
        </div>
      </header>
      <PagedListStates
        query={list}
        count={list.items.length}
        placeholder={<PostGridSkeleton />}
        labels={{ loading: t("loading"), error: t("loadFailed"), retry: t("retry"), empty: t("empty"), loadMore: t("loadMore") }}
      >
        <PostGrid posts={list.items} />
      </PagedListStates>
    </section>
  );
}
