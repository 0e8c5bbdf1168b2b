"use client";

import Link from "next/link";
import { MoreHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMediaAlt } from "@/hooks/use-media-alt";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { TimeAgo } from "@/components/shared/time-ago";
import { ReportDialog } from "@/components/safety/report-dialog";
import { ReportMenuItem } from "@/components/safety/report-menu-item";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Textarea } from "@/components/ui/textarea";
import { useApiError } from "@/hooks/use-api-error";
import { apiErrorCode } from "@/lib/client/api-client";
import type { CommentDto } from "@/lib/contract/posts/types";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { COMMENT_MAX } from "@/lib/contract/comments/limits";
import { useCommentMutations } from "./use-comment-mutations";
import { RichText } from "@/components/shared/rich-text";
import { PostImage } from "@/components/shared/post-image";

type Props = { comment: CommentDto; isAuthor: boolean };

/** One comment: author, text, optional image or video, age; a ⋯ menu with Edit and Delete for its author, Report for others. */
export function CommentItem({ comment, isAuthor }: Props) {
  const t = useTranslations("comments");
  const tErrors = useTranslations("errors");
  const onError = useApiError();
  const { update, remove } = useCommentMutations(comment.postId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(comment.content ?? "");
  const [reporting, setReporting] = useState(false);
  const name = displayName(comment.user);
  const describe = useMediaAlt();

  // a comment hidden from its author meanwhile (a block, a private account, an audience) or gone answers 404: say so, by code,
  // with the server's own "Comment not found" as the title (the list reloads: useCommentMutations)
  const onFailure = (error: unknown, fallback: string) => {
    if (apiErrorCode(error) !== "not_found") return onError(error, fallback);
    setEditing(false);
    setDraft(comment.content ?? "");
    toast.error(tErrors("messages.commentNotFound"), { description: t("notices.goneText") });
  };

  const save = () => {
    const content = draft.trim();
    if (!content) return;
    update.mutate(
      { id: comment.id, content },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(t("notices.updatedTitle"), { description: t("notices.updatedText") });
        },
        onError: (error) => onFailure(error, t("notices.updateFailed")),
      },
    );
  };

  const onDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => toast.success(t("notices.deletedTitle"), { description: t("notices.deletedText") }),
      onError: (error) => onFailure(error, t("notices.deleteFailed")),
      onSettled: () => setConfirming(false),
    });

  return (
    <li className="flex gap-2.5">
      <PostImage file={avatarImage(comment.user)} sizes="32px" alt="" width={32} height={32} className="size-8 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-baseline gap-2">
          <Link href={`/profile/${comment.userId}`} className="truncate text-sm font-semibold hover:underline">
            {name}
          </Link>
          <TimeAgo iso={comment.createdAt} className="shrink-0 text-xs text-muted-foreground" />
        </div>
        {editing ? (
          <div className="space-y-2">
            <Textarea aria-label={t("editLabel")} value={draft} maxLength={COMMENT_MAX} onChange={(e) => setDraft(e.target.value)} className="min-h-16" autoFocus />
            <div className="flex gap-2">
              <Button type="button" size="sm" onClick={save} disabled={!draft.trim() || update.isPending}>
                {t("save")}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => { setEditing(false); setDraft(comment.content ?? ""); }}>
                {t("cancel")}
              </Button>
            </div>
          </div>
        ) : comment.content ? (
          <p className="text-sm">
            <RichText text={comment.content} />
          </p>
        ) : null}
        {comment.imageUrl ? (
          <PostImage
            file={{ url: comment.imageUrl, widths: comment.imageWidths, placeholder: comment.imagePlaceholder }}
            sizes="160px"
            alt={describe({ type: "image", altText: comment.altText }, name)}
            width={240}
            height={240}
            className="aspect-square w-40 rounded-md object-cover"
            loading="lazy"
          />
        ) : null}
        {comment.videoUrl ? <video src={comment.videoUrl} controls playsInline preload="metadata" className="aspect-square w-40 rounded-md bg-black" aria-label={describe({ type: "video", altText: comment.altText }, name)} /> : null}
      </div>
      {!editing ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={t("menu")}>
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {isAuthor ? (
              <>
                <DropdownMenuItem onSelect={() => setEditing(true)}>{t("edit")}</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
                  {t("delete")}
                </DropdownMenuItem>
              </>
            ) : (
              <ReportMenuItem onSelect={() => setReporting(true)} />
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {isAuthor ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("deleteDialog.title")}
          description={t("deleteDialog.confirm")}
          cancelLabel={t("deleteDialog.cancel")}
          confirmLabel={t("deleteDialog.action")}
          destructive
          pending={remove.isPending}
          onConfirm={onDelete}
        />
      ) : null}
      {reporting && !isAuthor ? <ReportDialog target={{ type: "comment", id: comment.id }} open onOpenChange={setReporting} /> : null}
    </li>
  );
}
