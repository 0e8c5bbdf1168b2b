"use client";

import { useTranslations } from "next-intl";
import { Fragment, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useDeferred } from "@/hooks/use-deferred";
import { LoadMore } from "@/components/shared/load-more";
import { usePagedList } from "@/hooks/use-paged-list";
import type { Page } from "@/lib/client/fetch-page";
import { FEED_PLACEHOLDERS } from "@/lib/contract/posts/constants";
import type { PostDto } from "@/lib/contract/posts/types";
import { EmptyFeed } from "./empty-feed";
import { FeedContext, type FeedContextValue } from "./feed-context";
import { PostSkeleton } from "./post-skeleton";

// loaded when a post is first opened
const loadPostDetailDialog = () => import("./post-detail-dialog").then((m) => m.PostDetailDialog);
// The first page arrives as server-rendered cards (`serverCards`); the browser's card renders what came
// later (more pages, a post new since) and loads once Home is idle, not with Home's first load. Until it
// has loaded those cards show as placeholders; if its code fails to download, loading more stops and the
// list's retry button (or the next scroll to the end) downloads it again, never the page error.
const loadPostCard = () => import("./post-card").then((m) => m.PostCard);

type Props = { initialPage?: Page<PostDto>; serverCards?: Record<string, ReactNode> };

/** The Home feed: first page from the server, then more pages as the end scrolls into view. */
export function Feed({ initialPage, serverCards }: Props) {
  const t = useTranslations("posts.feed");
  const [detail, setDetail] = useState<number | null>(null);
  const { Piece: PostDetailDialog, open: openDetail } = useDeferred(loadPostDetailDialog);
  const { Piece: PostCard, open: openCards } = useDeferred(loadPostCard);
  const [cardsFailed, setCardsFailed] = useState(false);
  const loadCards = useCallback(() => openCards(() => setCardsFailed(false), () => setCardsFailed(true)), [openCards]);
  const feed = usePagedList<PostDto>("/api/posts/feed", { initial: initialPage });
  const { items: posts, hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const context = useMemo<FeedContextValue>(() => {
    const index = new Map(posts.map((post, i) => [post.id, i]));
    return {
      post: (id) => posts[index.get(id) ?? -1],
      open: (id) => {
        const i = index.get(id);
        if (i === undefined) return;
        openDetail(() => setDetail(i));
      },
    };
  }, [posts, openDetail]);

  useEffect(() => {
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(loadCards, 1);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(loadCards, { timeout: 2_000 }); // a busy page still gets it soon
    return () => window.cancelIdleCallback(idle);
  }, [loadCards]);

  if (feed.isLoading) {
    return (
      <div role="status" aria-label={t("loading")} className="space-y-4">
        {Array.from({ length: FEED_PLACEHOLDERS }, (_, i) => <PostSkeleton key={i} />)}
      </div>
    );
  }
  // the browser's card matters only when a post is not a server card or more pages may come: a failed
  // background download says nothing until then
  const cardsMissing = cardsFailed && (hasNextPage || posts.some((post) => !serverCards?.[post.id]));
  if (feed.isError && posts.length === 0) return <p className="py-8 text-center text-destructive">{t("loadFailed")}</p>;
  if (posts.length === 0) return <EmptyFeed />;

  return (
    <FeedContext value={context}>
      <section aria-label={t("label")} className="space-y-4">
        {posts.map((post, i) => {
          const server = serverCards?.[post.id];
          if (server) return <Fragment key={post.id}>{server}</Fragment>;
          if (!PostCard) return <PostSkeleton key={post.id} />;
          return <PostCard key={post.id} post={post} priority={i === 0} onOpen={() => context.open(post.id)} />;
        })}
        {isFetchingNextPage ? (
          <div role="status" aria-label={t("loadingMore")}>
            <PostSkeleton />
          </div>
        ) : null}
        <LoadMore
          hasMore={hasNextPage || cardsMissing}
          loading={isFetchingNextPage}
          failed={feed.isFetchNextPageError || cardsMissing}
          onLoad={() => {
            if (!PostCard) loadCards();
            if (hasNextPage) void fetchNextPage();
          }}
        />
        {!hasNextPage && posts.length > 3 ? <p className="py-4 text-center text-sm text-muted-foreground">{t("end")}</p> : null}
        {PostDetailDialog ? (
          <PostDetailDialog posts={posts} index={detail ?? 0} onIndexChange={setDetail} open={detail !== null} onOpenChange={(open) => !open && setDetail(null)} />
        ) : null}
      </section>
    </FeedContext>
  );
}
