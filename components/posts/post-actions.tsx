"use client";

import { Heart, MessageCircle, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { BookmarkButton } from "@/components/collections/bookmark-button";
import { Button } from "@/components/ui/button";
import type { PostDto } from "@/lib/contract/posts/types";
import { cn } from "@/lib/client/cn";
import { useLikePost } from "./use-like-post";
import { useSharePost } from "./use-share-post";

type Props = {
  post: PostDto;
  commentsOpen?: boolean;
  onToggleComments?: () => void;
  likeFailure?: "likeFailed" | "likeStatusFailed";
};

/** Like, comment, share and bookmark. */
export function PostActions({ post, commentsOpen, onToggleComments, likeFailure }: Props) {
  const t = useTranslations("posts.card");
  const like = useLikePost(post.id, likeFailure);
  const share = useSharePost();
  return (
    <div className="flex items-center gap-0.5">
      <Button type="button" variant="ghost" size="icon" onClick={() => like.mutate()} disabled={like.isPending} aria-label={post.isLiked ? t("unlike") : t("like")} aria-pressed={post.isLiked}>
        <Heart aria-hidden="true" className={cn("size-6", post.isLiked && "fill-red-500 text-red-500")} />
      </Button>
      {onToggleComments ? (
        <Button type="button" variant="ghost" size="icon" onClick={onToggleComments} aria-label={commentsOpen ? t("hideComments") : t("comment")} aria-expanded={commentsOpen}>
          <MessageCircle aria-hidden="true" className="size-6" />
        </Button>
      ) : null}
      <Button type="button" variant="ghost" size="icon" onClick={() => void share(post.id)} aria-label={t("share")}>
        <Send aria-hidden="true" className="size-6" />
      </Button>
      <div className="ml-auto">
        <BookmarkButton post={post} />
      </div>
    </div>
  );
}
