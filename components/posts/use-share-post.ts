"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";

/** Native share sheet when present, else copies {origin}/post/{id}. */
export function useSharePost() {
  const t = useTranslations("posts.notices");
  return useCallback(
    async (postId: string) => {
      const url = `${window.location.origin}/post/${postId}`;
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title: t("shareTitle"), url });
          toast.success(t("sharedTitle"), { description: t("sharedText") });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        toast.success(t("copiedTitle"), { description: t("copiedText") });
      } catch {
        toast.error(t("copyFailed"));
      }
    },
    [t],
  );
}
