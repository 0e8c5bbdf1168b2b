"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { isUnauthorizedError } from "@/lib/client/api-client";
import { reloadTo } from "@/lib/client/reload-to";

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * The one handling of an expired session: for a 401 it shows the spec's notice, goes to /api/login and
 * answers true; for any other error it does nothing and answers false.
 */
export function useUnauthorizedRedirect() {
  const t = useTranslations("common");
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast.error(t("unauthorizedTitle"), { description: t("unauthorizedText") });
      setTimeout(() => reloadTo("/api/login"), UNAUTHORIZED_REDIRECT_MS);
      return true;
    },
    [t],
  );
}
