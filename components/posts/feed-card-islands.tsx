"use client";

import type { ReactNode } from "react";
import { MediaCarousel } from "./media-carousel";
import { PostCardBody } from "./post-card-body";
import { PostMenu } from "./post-menu";
import { useFeedPost, useOpenFeedPost } from "./feed-context";

// The interactive parts of a ServerPostCard (Home's first page). Each reads the post from the feed's
// cache by id, so a like, a save or a new comment count shows as it does on a card rendered in the browser.

export function FeedPostMenu({ postId }: { postId: string }) {
  const post = useFeedPost(postId);
  return post ? <PostMenu post={post} /> : null;
}

export function FeedPostMedia({ postId, authorName, priority }: { postId: string; authorName: string; priority?: boolean }) {
  const post = useFeedPost(postId);
  const open = useOpenFeedPost();
  if (!post) return null;
  return <MediaCarousel postId={post.id} media={post.mediaFiles} authorName={authorName} contentWarning={post.contentWarning} onOpen={open && (() => open(post.id))} priority={priority} />;
}

export function FeedPostBody({ postId, caption }: { postId: string; caption: ReactNode }) {
  const post = useFeedPost(postId);
  return post ? <PostCardBody post={post} caption={caption} /> : null;
}
