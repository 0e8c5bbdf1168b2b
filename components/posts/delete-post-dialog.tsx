"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useApiError } from "@/hooks/use-api-error";
import type { PostDto } from "@/lib/contract/posts/types";
import { displayName } from "@/lib/contract/users/display-name";
import { usePostMutations } from "./use-post-mutations";

type Props = { post: PostDto; asAdmin: boolean; open: boolean; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Confirmation before a post is deleted (by its author, or by an admin on someone else's post). */
export function DeletePostDialog({ post, asAdmin, open, onOpenChange, onDeleted }: Props) {
  const t = useTranslations("posts.delete");
  const onError = useApiError();
  const { remove, forget } = usePostMutations(post);
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      onError(error, t("deleteFailed"));
      return;
    }
    onOpenChange(false);
    toast.success(t("deletedTitle"), { description: asAdmin ? t("adminDeletedText") : t("deletedText") });
    onDeleted?.();
    forget();
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={asAdmin ? t("adminConfirm", { name: displayName(post.user) }) : t("confirm")}
      cancelLabel={t("cancel")}
      confirmLabel={remove.isPending ? t("deleting") : t("action")}
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
