"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";
import { MediaCarousel } from "./media-carousel";
import { PostActions } from "./post-actions";
import { PostAuthor } from "./post-author";
import { PostMenu } from "./post-menu";
import { RichText } from "@/components/shared/rich-text";

// Loaded when a reader opens the comments (a post page opens them at once). Rendered in the browser
// only: server HTML of a lazily loaded form could be typed into before its chunk hydrates, and lose the text.
const CommentsSection = dynamic(() => import("@/components/comments/comments-section").then((m) => m.CommentsSection), { ssr: false });

type Props = { post: PostDto; onOpen?: () => void; defaultCommentsOpen?: boolean; onDeleted?: () => void; priority?: boolean };

/** A post in the feed: author, media, actions, likes, caption and the comments toggle. */
export function PostCard({ post, onOpen, defaultCommentsOpen = false, onDeleted, priority }: Props) {
  const t = useTranslations("posts.card");
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const name = displayName(post.user);
  const toggle = () => setCommentsOpen((open) => !open);
  return (
    <article className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs" aria-labelledby={`post-${post.id}-author`}>
      <header className="flex items-center gap-2 py-2.5 pr-1.5 pl-3">
        <div className="min-w-0 flex-1" id={`post-${post.id}-author`}>
          <PostAuthor user={post.user} location={post.location} createdAt={post.createdAt} audience={post.audience} />
        </div>
        <PostMenu post={post} onDeleted={onDeleted} />
      </header>
      <MediaCarousel postId={post.id} media={post.mediaFiles} authorName={name} contentWarning={post.contentWarning} onOpen={onOpen} priority={priority} />
      <div className="space-y-2 px-3 pt-1 pb-3">
        <PostActions post={post} commentsOpen={commentsOpen} onToggleComments={toggle} />
        {post.likeCount > 0 ? <p className="text-sm font-semibold">{t("likes", { count: post.likeCount })}</p> : null}
        {post.caption ? (
          <p className="text-sm break-words whitespace-pre-wrap">
            <span className="mr-1.5 font-semibold">{name}</span>
            <RichText text={post.caption} />
          </p>
        ) : null}
        {post.commentsCount > 0 && !commentsOpen ? (
          <button type="button" onClick={toggle} className="rounded-sm text-sm text-muted-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
            {t("viewAllComments", { count: post.commentsCount })}
          </button>
        ) : null}
        {commentsOpen ? <CommentsSection postId={post.id} /> : null}
      </div>
    </article>
  );
}
