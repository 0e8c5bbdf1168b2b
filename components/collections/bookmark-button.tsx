"use client";

import { Bookmark } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useDeferred } from "@/hooks/use-deferred";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { useApiError } from "@/hooks/use-api-error";
import { useQuery } from "@/lib/client/query";
import type { PostDto, SaveState } from "@/lib/contract/posts/types";
import { cn } from "@/lib/client/cn";
import { useSavePostMutation } from "./use-save-post";

// loaded when first opened: every post card carries this button
const loadSavePostDialog = () => import("./save-post-dialog").then((m) => m.SavePostDialog);

/** Unsaved: opens the Save Post dialog. Saved: removes the save at once. */
export function BookmarkButton({ post }: { post: PostDto }) {
  const t = useTranslations("posts");
  const onError = useApiError();
  const [open, setOpen] = useState(false);
  const { Piece: SavePostDialog, open: openDialog } = useDeferred(loadSavePostDialog);
  const status = useQuery<SaveState>({
    queryKey: ["/api/posts", post.id, "save-status"],
    initialData: post.isSaved === undefined ? undefined : { isSaved: post.isSaved, collectionTitle: null },
  });
  const { unsave } = useSavePostMutation(post.id);
  const isSaved = status.data?.isSaved ?? false;

  const onClick = () => {
    if (!isSaved) {
      return openDialog(() => setOpen(true));
    }
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
      {SavePostDialog ? <SavePostDialog postId={post.id} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
