"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { displayName } from "@/lib/contract/users/display-name";
import { MediaCarousel } from "./media-carousel";
import { PostCardBody } from "./post-card-body";
import { PostMenu } from "./post-menu";
import { useFeedPost, useOpenFeedPost } from "./feed-context";
import { authorKey, captionKey } from "./server-card-key";

// The interactive parts of a ServerPostCard (Home's first page). Each reads the post from the feed's
// cache by id, so a like, a save or a new comment count shows as it does on a card rendered in the browser.
// The card stays mounted through an edit (its menu, an open dialog and the comments keep their place):
// only the author line and the caption, HTML from the server, are drawn again in the browser, and until
// their code has loaded the server's HTML stays on screen.

const BrowserAuthor = lazy(() => import("./browser-post-author").then((m) => ({ default: m.BrowserPostAuthor })));
const BrowserCaption = lazy(() => import("./post-caption").then((m) => ({ default: m.PostCaption })));

export function FeedPostAuthor({ postId, rendered, children }: { postId: string; rendered: string; children: ReactNode }) {
  const post = useFeedPost(postId);
  if (!post || authorKey(post) === rendered) return children;
  return (
    <Suspense fallback={children}>
      <BrowserAuthor post={post} />
    </Suspense>
  );
}

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

export function FeedPostBody({ postId, caption, rendered }: { postId: string; caption: ReactNode; rendered: string }) {
  const post = useFeedPost(postId);
  if (!post) return null;
  const now =
    captionKey(post) === rendered ? (
      caption
    ) : post.caption ? (
      <Suspense fallback={caption}>
        <BrowserCaption name={displayName(post.user)} text={post.caption} />
      </Suspense>
    ) : null;
  return <PostCardBody post={post} caption={now} />;
}
