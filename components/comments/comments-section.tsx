"use client";

import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/hooks/use-auth";
import { useQuery } from "@/lib/client/query";
import type { CommentDto } from "@/lib/contract/posts/types";
import { cn } from "@/lib/client/cn";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

type Props = { postId: string; listClassName?: string };

/** A post's comments and the new-comment form; mounted (and so loaded) only while open. */
export function CommentsSection({ postId, listClassName }: Props) {
  const t = useTranslations("comments");
  const { user } = useAuth();
  const comments = useQuery<CommentDto[]>({ queryKey: ["/api/posts", postId, "comments"] });
  return (
    <section aria-label={t("section")} className="space-y-3">
      {comments.isLoading ? (
        <div role="status" aria-label={t("loading")} className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : comments.isError ? (
        <p className="text-sm text-destructive">{t("loadFailed")}</p>
      ) : comments.data?.length ? (
        <ul className={cn("space-y-3", listClassName)}>
          {comments.data.map((c) => (
            <CommentItem key={c.id} comment={c} isAuthor={c.userId === user?.id} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
      <CommentForm postId={postId} />
    </section>
  );
}
