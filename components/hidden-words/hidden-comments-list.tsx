"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { cloneElement, useState } from "react";
import { RichText } from "@/components/shared/rich-text";
import { TimeAgo } from "@/components/shared/time-ago";
import { Button } from "@/components/ui/button";
import { PagedListStates } from "@/components/ui/paged-list-states";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { useDeferred } from "@/hooks/use-deferred";
import { usePagedList } from "@/hooks/use-paged-list";
import { apiRequest } from "@/lib/client/api-client";
import { useMutation, useQueryClient } from "@/lib/client/query";
import type { HiddenCommentDto } from "@/lib/contract/hidden-words/schemas";
import { HIDDEN_COMMENTS_URL } from "@/lib/contract/hidden-words/paths";
import { avatarImage, displayName } from "@/lib/contract/users/display-name";
import { PostImage } from "@/components/shared/post-image";

/** /settings/hidden-words/comments: the comments on the member's posts that their hidden words hid, each with Show and Delete. */
export function HiddenCommentsList() {
  const t = useTranslations("hiddenWords");
  const list = usePagedList<HiddenCommentDto>(HIDDEN_COMMENTS_URL);
  return (
    <section aria-labelledby="hidden-comments-title" className="rounded-2xl border bg-card">
      <h2 id="hidden-comments-title" className="sr-only">
        {t("commentsTitle")}
      </h2>
      <PagedListStates
        query={list}
        count={list.items.length}
        labels={{ loading: t("commentsLoading"), error: t("commentsError"), retry: t("retry"), empty: t("commentsEmpty"), loadMore: t("loadMore") }}
        className="pb-3"
      >
        <ul className="divide-y">
          {list.items.map((c) => (
            <HiddenCommentRow key={c.id} comment={c} />
          ))}
        </ul>
      </PagedListStates>
    </section>
  );
}

// the delete confirmation (Radix alert dialog and its scroll lock) loads on the first press of Delete
const loadConfirmDialog = () => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog);

function HiddenCommentRow({ comment }: { comment: HiddenCommentDto }) {
  const t = useTranslations("hiddenWords");
  const onError = useApiError();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { Piece: ConfirmDialog, open: openConfirm } = useDeferred(loadConfirmDialog);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [HIDDEN_COMMENTS_URL] });
    void queryClient.invalidateQueries({ queryKey: ["/api/posts", comment.postId, "comments"] });
  };
  const act = useMutation({
    mutationFn: (action: "show" | "delete") =>
      action === "show" ? apiRequest("POST", `${HIDDEN_COMMENTS_URL}/${comment.id}/show`) : apiRequest("DELETE", `${HIDDEN_COMMENTS_URL}/${comment.id}`),
    onSuccess: (_data, action) => {
      toast.success(action === "show" ? t("shown") : t("deleted"));
      setConfirming(false);
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      onError(error, t("actionFailed"));
      refresh();
    },
  });
  const name = displayName(comment.user);
  const deleteButton = (
    <Button size="sm" variant="ghost" className="text-destructive" disabled={act.isPending}>
      {t("delete")}
    </Button>
  );
  return (
    <li className="flex gap-3 px-4 py-3">
      <PostImage file={avatarImage(comment.user)} sizes="36px" alt={t("avatarAlt", { username: comment.user.username })} width={36} height={36} className="size-9 shrink-0 rounded-full bg-muted object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-baseline gap-2">
          <Link href={`/profile/${comment.userId}`} className="truncate text-sm font-semibold hover:underline">
            {name}
          </Link>
          <TimeAgo iso={comment.createdAt} className="shrink-0 text-xs text-muted-foreground" />
        </div>
        {comment.content ? <RichText text={comment.content} className="block text-sm" /> : null}
        {comment.imageUrl || comment.videoUrl ? <p className="text-xs text-muted-foreground">{t("attachment")}</p> : null}
        <Link href={`/post/${comment.postId}`} className="inline-block text-xs text-muted-foreground underline-offset-2 hover:underline">
          {t("onPost")}
        </Link>
        <div className="flex gap-2 pt-1">
          <Button size="sm" variant="outline" disabled={act.isPending} onClick={() => act.mutate("show")}>
            {t("show")}
          </Button>
          {/* until loaded, the button loads the confirmation on press; then Radix's trigger (focus comes back to it on close) */}
          {ConfirmDialog ? (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t("deleteTitle")}
              description={t("deleteText")}
              confirmLabel={t("delete")}
              cancelLabel={t("cancel")}
              destructive
              pending={act.isPending}
              onConfirm={() => act.mutate("delete")}
              trigger={deleteButton}
            />
          ) : (
            cloneElement(deleteButton, { onClick: () => openConfirm(() => setConfirming(true)), "aria-haspopup": "dialog", "aria-expanded": false })
          )}
        </div>
      </div>
    </li>
  );
}
