"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useApiError } from "@/hooks/use-api-error";
import type { PostDto } from "@/lib/posts/types";
import { displayName } from "@/lib/users/display-name";
import { usePostMutations } from "./use-post-mutations";

type Props = { post: PostDto; asAdmin: boolean; open: boolean; onOpenChange: (open: boolean) => void; onDeleted?: () => void };

/** Confirmation before a post is deleted (by its author, or by an admin on someone else's post). */
export function DeletePostDialog({ post, asAdmin, open, onOpenChange, onDeleted }: Props) {
  const t = useTranslations("posts.delete");
  const onError = useApiError();
  const { remove, forget } = usePostMutations(post);
  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault(); // stay open while the request runs
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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{asAdmin ? t("adminConfirm", { name: displayName(post.user) }) : t("confirm")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? t("deleting") : t("action")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
