"use client";

import { useTranslations } from "next-intl";
import { shareOrCopy } from "@/components/share/share-actions";
import { toast } from "@/components/ui/toast";

/**
 * The Share Profile dialog's share: the native share sheet (with the files `attach` gives, e.g. the QR
 * image, where the device takes them), else the link copied; the spec's notice for each outcome.
 */
export function useShareProfile(url: string, name: string) {
  const t = useTranslations("share");
  return async (attach?: () => Promise<File[] | undefined>) => {
    try {
      const files = await attach?.();
      const outcome = await shareOrCopy({ title: t("shareTitle", { name }), url, files });
      if (outcome === "shared") toast.success(t("notices.sharedTitle"), { description: t("notices.sharedText") });
      if (outcome === "copied") toast.success(t("notices.copiedTitle"), { description: t("notices.copiedLink") });
    } catch {
      toast.error(t("notices.copyLinkFailed"));
    }
  };
}
