"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { FEED_PLACEHOLDERS } from "@/lib/posts/constants";
import { fetchPostPage } from "@/lib/posts/fetch-post-page";
import type { PostPage } from "@/lib/posts/types";
import { EmptyFeed } from "./empty-feed";
import { PostCard } from "./post-card";
import { PostDetailDialog } from "./post-detail-dialog";
import { PostSkeleton } from "./post-skeleton";

export const FEED_KEY = ["/api/posts/feed", "pages"] as const;

/** The Home feed: first page from the server, then more pages as the end scrolls into view. */
export function Feed({ initialPage }: { initialPage?: PostPage }) {
  const t = useTranslations("posts.feed");
  const sentinel = useRef<HTMLDivElement>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const feed = useInfiniteQuery({
    queryKey: FEED_KEY,
    queryFn: ({ pageParam }) => fetchPostPage("/api/posts/feed", pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: initialPage ? { pages: [initialPage], pageParams: [null] } : undefined,
  });
  const posts = feed.data?.pages.flatMap((p) => p.posts) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "600px 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

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
        <PostCard key={post.id} post={post} onOpen={() => setDetail(i)} />
      ))}
      <div ref={sentinel} />
      {isFetchingNextPage ? (
        <div role="status" aria-label={t("loadingMore")}>
          <PostSkeleton />
        </div>
      ) : null}
      {!hasNextPage && posts.length > 3 ? <p className="py-4 text-center text-sm text-muted-foreground">{t("end")}</p> : null}
      <PostDetailDialog posts={posts} index={detail ?? 0} onIndexChange={setDetail} open={detail !== null} onOpenChange={(open) => !open && setDetail(null)} />
    </section>
  );
}
