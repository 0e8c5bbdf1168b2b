"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "sonner";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { serverMessage } from "@/lib/api/client";

/** Shows a failure toast; an expired session instead gets the spec's notice and goes to /api/login. */
export function useApiError() {
  const t = useTranslations("common");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  return useCallback(
    (error: unknown, description: string, options: { title?: string; useServerMessage?: boolean } = {}) => {
      if (redirectIfUnauthorized(error)) return;
      const text = options.useServerMessage ? serverMessage(error, description) : description;
      toast.error(options.title ?? t("error"), { description: text });
    },
    [t, redirectIfUnauthorized],
  );
}
