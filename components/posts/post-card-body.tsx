"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import type { PostDto } from "@/lib/contract/posts/types";
import { PostActions } from "./post-actions";

// Loaded when a reader opens the comments (a post page opens them at once). Rendered in the browser
// only: server HTML of a lazily loaded form could be typed into before its chunk hydrates, and lose the text.
const CommentsSection = dynamic(() => import("@/components/comments/comments-section").then((m) => m.CommentsSection), { ssr: false });

type Props = { post: PostDto; caption: ReactNode; defaultCommentsOpen?: boolean };

/** Below a post's media: actions, likes, the caption (rendered by the caller), the comments toggle and the comments. */
export function PostCardBody({ post, caption, defaultCommentsOpen = false }: Props) {
  const t = useTranslations("posts.card");
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const toggle = () => setCommentsOpen((open) => !open);
  return (
    <>
      <PostActions post={post} commentsOpen={commentsOpen} onToggleComments={toggle} />
      {post.likeCount > 0 ? <p className="text-sm font-semibold">{t("likes", { count: post.likeCount })}</p> : null}
      {caption}
      {post.commentsCount > 0 && !commentsOpen ? (
        <button type="button" onClick={toggle} className="rounded-sm text-sm text-muted-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
          {t("viewAllComments", { count: post.commentsCount })}
        </button>
      ) : null}
      {commentsOpen ? <CommentsSection postId={post.id} /> : null}
    </>
  );
}
