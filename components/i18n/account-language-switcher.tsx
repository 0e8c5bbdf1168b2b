"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useApiError } from "@/hooks/use-api-error";
import type { Locale } from "@/lib/core/i18n/locale";
import { apiRequest } from "@/lib/client/api-client";
import { LanguageSwitcher } from "./language-switcher";

/** The switcher of /edit-profile: PUT /api/users/{id}/locale stores the language on the account and sets this browser's cookie. */
export function AccountLanguageSwitcher({ userId, labelledBy }: { userId: string; labelledBy: string }) {
  const t = useTranslations("language");
  const onError = useApiError();
  const save = useCallback(
    async (locale: Locale) => {
      try {
        await apiRequest("PUT", `/api/users/${userId}/locale`, { locale });
        return true;
      } catch (error) {
        onError(error, t("saveFailed"), { useServerMessage: true });
        return false;
      }
    },
    [userId, onError, t],
  );
  return <LanguageSwitcher labelledBy={labelledBy} save={save} />;
}
