"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { CommentsSection } from "@/components/comments/comments-section";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";
import { MediaCarousel } from "./media-carousel";
import { PostActions } from "./post-actions";
import { PostAuthor } from "./post-author";
import { PostMenu } from "./post-menu";
import { RichText } from "@/components/shared/rich-text";
import { TimeAgo } from "@/components/shared/time-ago";

// The post detail overlay: media carousel (images and videos) beside a panel with author,
// location, caption, comments, like, share and comment form; previous/next move through `posts`.
export type PostDetailDialogProps = {
  posts: PostDto[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function PostDetailDialog({ posts, index, onIndexChange, open, onOpenChange }: PostDetailDialogProps) {
  const t = useTranslations("posts.detail");
  const tc = useTranslations("common");
  const post = posts[index];
  const name = post ? displayName(post.user) : "";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={tc("close")}
        className="max-w-5xl gap-0 p-0 sm:p-0 md:grid-cols-[minmax(0,1fr)_22rem]"
        // following a link (a #tag, an @mention, a profile) leaves the post: close the viewer
        onClickCapture={(e) => {
          if ((e.target as HTMLElement).closest("a[href]")) onOpenChange(false);
        }}
      >
        {post ? (
          <>
            <DialogTitle className="sr-only">{t("title", { name })}</DialogTitle>
            <DialogDescription className="sr-only">{t("description")}</DialogDescription>
            <div className="flex items-center bg-black md:rounded-l-xl">
              <MediaCarousel key={post.id} postId={post.id} media={post.mediaFiles} authorName={name} contentWarning={post.contentWarning} />
            </div>
            <div className="flex min-w-0 flex-col gap-3 p-4">
              <div className="flex items-center gap-1 pr-10">
                <div className="min-w-0 flex-1">
                  <PostAuthor user={post.user} location={post.location} time={<TimeAgo iso={post.createdAt} className="shrink-0" />} audience={post.audience} />
                </div>
                <PostMenu key={post.id} post={post} onDeleted={() => onOpenChange(false)} />
              </div>
              {post.caption ? (
                <p className="text-sm">
                  <RichText text={post.caption} />
                </p>
              ) : null}
              <div className="border-y py-1">
                <PostActions post={post} likeFailure="likeStatusFailed" />
                {post.likeCount > 0 ? (
                  <p className="px-2 pb-1 text-sm font-semibold">
                    {post.likeCount} {post.likeCount === 1 ? t("like") : t("likes")}
                  </p>
                ) : null}
              </div>
              <CommentsSection key={post.id} postId={post.id} listClassName="max-h-[40vh] overflow-y-auto pr-1" />
              {posts.length > 1 ? (
                <nav className="mt-auto flex items-center justify-between pt-2" aria-label={t("position", { current: index + 1, total: posts.length })}>
                  <Button type="button" variant="outline" size="sm" onClick={() => onIndexChange(index - 1)} disabled={index <= 0}>
                    <ChevronLeft aria-hidden="true" />
                    {t("previousPost")}
                  </Button>
                  <span className="text-xs text-muted-foreground">{t("position", { current: index + 1, total: posts.length })}</span>
                  <Button type="button" variant="outline" size="sm" onClick={() => onIndexChange(index + 1)} disabled={index >= posts.length - 1}>
                    {t("nextPost")}
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </div>
          </>
        ) : (
          <div className="p-8 text-center">
            <DialogTitle>{t("notFound")}</DialogTitle>
            <DialogDescription className="sr-only">{t("notFound")}</DialogDescription>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
