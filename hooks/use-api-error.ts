"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useErrorsCatalog } from "@/hooks/use-errors-catalog";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";

// The server's texts by key load with the first failure that shows one.
const loadErrorText = () => import("@/lib/client/server-text").then((m) => m.errorText);

/** Shows a failure toast (the server's message in the member's language with `useServerMessage`); an expired session instead gets the spec's notice and goes to /api/login. */
export function useApiError() {
  const t = useTranslations("common");
  const translate = useErrorsCatalog();
  const redirectIfUnauthorized = useUnauthorizedRedirect();
  return useCallback(
    (error: unknown, description: string, options: { title?: string; useServerMessage?: boolean } = {}) => {
      if (redirectIfUnauthorized(error)) return;
      const title = options.title ?? t("error");
      if (!options.useServerMessage) return void toast.error(title, { description });
      void loadErrorText().then(
        (errorText) => toast.error(title, { description: errorText(error, description, translate) }),
        () => toast.error(title, { description }),
      );
    },
    [t, translate, redirectIfUnauthorized],
  );
}
