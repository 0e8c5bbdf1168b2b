"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { useDeferred } from "@/hooks/use-deferred";
import type { PostDto } from "@/lib/contract/posts/types";
import { PostActions } from "./post-actions";

// Loaded when a reader opens the comments (a post page opens them at once). Rendered in the browser
// only: server HTML of a lazily loaded form could be typed into before its chunk hydrates, and lose the text.
const loadComments = () => import("@/components/comments/comments-section").then((m) => m.CommentsSection);

type Props = { post: PostDto; caption: ReactNode; defaultCommentsOpen?: boolean };

/** Below a post's media: actions, likes, the caption (rendered by the caller), the comments toggle and the comments. */
export function PostCardBody({ post, caption, defaultCommentsOpen = false }: Props) {
  const t = useTranslations("posts.card");
  const [commentsOpen, setCommentsOpen] = useState(defaultCommentsOpen);
  const { Piece: CommentsSection, open: loadCommentsSection } = useDeferred(loadComments);
  // a press whose download fails leaves them closed (a toast says so); opened at once (a post page)
  // without a press, a failed download quietly closes them, and the toggle loads them again
  const toggle = () => (commentsOpen ? setCommentsOpen(false) : loadCommentsSection(() => setCommentsOpen(true)));
  useEffect(() => {
    if (defaultCommentsOpen) loadCommentsSection(undefined, () => setCommentsOpen(false));
  }, [defaultCommentsOpen, loadCommentsSection]);
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
      {commentsOpen && CommentsSection ? <CommentsSection postId={post.id} /> : null}
    </>
  );
}
