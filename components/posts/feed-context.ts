"use client";

import { createContext, useContext } from "react";
import type { PostDto } from "@/lib/contract/posts/types";

/** What the Home feed tells the islands of its server-rendered cards: a post as the cache holds it now, and how to open it. */
export type FeedContextValue = { post: (id: string) => PostDto | undefined; open: (id: string) => void };

export const FeedContext = createContext<FeedContextValue | null>(null);

/** The post as the feed's cache holds it (liked, saved, counts, edits), undefined once it left the feed. */
export function useFeedPost(id: string) {
  return useContext(FeedContext)?.post(id);
}

export function useOpenFeedPost() {
  return useContext(FeedContext)?.open;
}
