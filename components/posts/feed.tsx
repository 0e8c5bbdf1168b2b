"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { LoadMore } from "@/components/shared/load-more";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import { FEED_PLACEHOLDERS } from "@/lib/contract/posts/constants";
import type { PostDto } from "@/lib/contract/posts/types";
import { EmptyFeed } from "./empty-feed";
import { PostCard } from "./post-card";
import { PostSkeleton } from "./post-skeleton";

// loaded when a post is first opened
const PostDetailDialog = dynamic(() => import("./post-detail-dialog").then((m) => m.PostDetailDialog), { ssr: false });

/** The Home feed: first page from the server, then more pages as the end scrolls into view. */
export function Feed({ initialPage }: { initialPage?: Page<PostDto> }) {
  const t = useTranslations("posts.feed");
  const [detail, setDetail] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const feed = usePagedList<PostDto>("/api/posts/feed", { initial: initialPage });
  const { items: posts, hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  if (feed.isLoading) {
    return (
      <div role="status" aria-label={t("loading")} className="space-y-4">
        {Array.from({ length: FEED_PLACEHOLDERS }, (_, i) => <PostSkeleton key={i} />)}
      </div>
    );
  }
  if (feed.isError && posts.length === 0) return <p className="py-8 text-center text-destructive">{t("loadFailed")}</p>;
  if (posts.length === 0) return <EmptyFeed />;

  return (
    <section aria-label={t("label")} className="space-y-4">
      {posts.map((post, i) => (
        <PostCard
          key={post.id}
          post={post}
          priority={i === 0}
          onOpen={() => {
            setOpened(true);
            setDetail(i);
          }}
        />
      ))}
      {isFetchingNextPage ? (
        <div role="status" aria-label={t("loadingMore")}>
          <PostSkeleton />
        </div>
      ) : null}
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={feed.isFetchNextPageError} onLoad={() => void fetchNextPage()} />
      {!hasNextPage && posts.length > 3 ? <p className="py-4 text-center text-sm text-muted-foreground">{t("end")}</p> : null}
      {opened ? (
        <PostDetailDialog posts={posts} index={detail ?? 0} onIndexChange={setDetail} open={detail !== null} onOpenChange={(open) => !open && setDetail(null)} />
      ) : null}
    </section>
  );
}
