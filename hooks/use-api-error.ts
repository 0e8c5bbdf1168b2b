"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "sonner";
import { isUnauthorizedError, serverMessage } from "@/lib/api/client";

export const UNAUTHORIZED_REDIRECT_MS = 500;

/** Shows a failure toast; an expired session instead gets the spec's notice and goes to /api/login. */
export function useApiError() {
  const t = useTranslations("common");
  return useCallback(
    (error: unknown, description: string, options: { title?: string; useServerMessage?: boolean } = {}) => {
      if (isUnauthorizedError(error)) {
        toast.error(t("unauthorizedTitle"), { description: t("unauthorizedText") });
        setTimeout(() => window.location.assign("/api/login"), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      const text = options.useServerMessage ? serverMessage(error, description) : description;
      toast.error(options.title ?? t("error"), { description: text });
    },
    [t],
  );
}
