"use client";

import { useQuery } from "@tanstack/react-query";
import { Bookmark } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import type { PostDto, SaveState } from "@/lib/posts/types";
import { cn } from "@/lib/utils";
import { SavePostDialog } from "./save-post-dialog";
import { useSavePostMutation } from "./use-save-post";

/** Unsaved: opens the Save Post dialog. Saved: removes the save at once. */
export function BookmarkButton({ post }: { post: PostDto }) {
  const t = useTranslations("posts");
  const onError = useApiError();
  const [open, setOpen] = useState(false);
  const status = useQuery<SaveState>({
    queryKey: ["/api/posts", post.id, "save-status"],
    initialData: post.isSaved === undefined ? undefined : { isSaved: post.isSaved, collectionTitle: null },
  });
  const { unsave } = useSavePostMutation(post.id);
  const isSaved = status.data?.isSaved ?? false;

  const onClick = () => {
    if (!isSaved) return setOpen(true);
    unsave.mutate(undefined, {
      onSuccess: () => toast.success(t("notices.unsavedTitle"), { description: t("notices.unsavedText") }),
      onError: (error) => onError(error, t("notices.unsaveFailed")),
    });
  };

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={onClick}
        disabled={unsave.isPending || status.isLoading}
        aria-label={isSaved ? t("card.unsave") : t("card.save")}
        aria-pressed={isSaved}
      >
        <Bookmark aria-hidden="true" className={cn("size-6", isSaved && "fill-current")} />
      </Button>
      <SavePostDialog postId={post.id} open={open} onOpenChange={setOpen} />
    </>
  );
}
