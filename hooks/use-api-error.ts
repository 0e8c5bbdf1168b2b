"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { useServerText } from "@/hooks/use-server-text";

/** Shows a failure toast (the server's message in the member's language with `useServerMessage`); an expired session instead gets the spec's notice and goes to /api/login. */
export function useApiError() {
  const t = useTranslations("common");
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  const { fromError } = useServerText();
  return useCallback(
    (error: unknown, description: string, options: { title?: string; useServerMessage?: boolean } = {}) => {
      if (redirectIfUnauthorized(error)) return;
      const text = options.useServerMessage ? fromError(error, description) : description;
      toast.error(options.title ?? t("error"), { description: text });
    },
    [t, redirectIfUnauthorized, fromError],
  );
}
