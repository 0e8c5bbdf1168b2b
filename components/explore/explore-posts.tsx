"use client";

import { Camera } from "lucide-react";
import { useTranslations } from "next-intl";
import { EXPLORE_PAGE } from "@/components/explore/constants";
import { EmptyState } from "@/components/shared/empty-state";
import { LoadMore } from "@/components/shared/load-more";
import { PostGrid, PostGridSkeleton } from "@/components/posts/post-grid";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import type { PostDto } from "@/lib/contract/posts/types";

export function ExplorePosts({ initial }: { initial?: Page<PostDto> }) {
  const t = useTranslations("explore");
  const grid = useTranslations("profile.grid");
  const list = usePagedList<PostDto>(`/api/posts/explore?limit=${EXPLORE_PAGE}`, { initial });
  if (list.isPending) return <PostGridSkeleton label={grid("loading")} />;
  if (list.isError) return <EmptyState title={grid("loadFailed")} />;
  if (!list.items.length) return <EmptyState icon={<Camera className="size-8 text-muted-foreground" aria-hidden />} title={t("posts.empty")} />;
  return (
    <>
      <PostGrid posts={list.items} />
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
    </>
  );
}
