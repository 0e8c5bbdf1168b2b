"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";

/** One id for every such toast: a second failed press replaces the toast rather than stacking another. */
const LOAD_FAILED_TOAST = "load-failed";

/**
 * Tells the member that code loaded on first use (a ⋯ menu, a form's rules) did not arrive: a tab
 * opened before a deploy, a phone offline. Nothing is kept of the failure, so the next press loads again.
 */
export function useLoadFailureToast() {
  const t = useTranslations("common");
  return useCallback(() => toast.error(t("loadFailed"), { id: LOAD_FAILED_TOAST }), [t]);
}
