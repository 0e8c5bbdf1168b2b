"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { isLocale, type Locale } from "@/lib/core/i18n/locale";
import { type DateStyle, formatDate, formatNumber, formatTimeAgo, formatYen } from "@/lib/core/i18n/format";
import { formatName } from "@/lib/core/i18n/name";
import { fullName, type Nameable } from "@/lib/contract/users/display-name";

/** lib/core/i18n/format.ts in the reader's language: every date, relative time, count, price and full name a screen shows. */
export function useFormat() {
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : "en";
  const t = useTranslations("format");
  return useMemo(
    () => ({
      locale,
      date: (value: string | Date, style: DateStyle) => formatDate(value, style, locale),
      timeAgo: (value: string | Date) => formatTimeAgo(value, locale, t("now")),
      number: (value: number) => formatNumber(value, locale),
      yen: (price: number | null, freeLabel: string) => formatYen(price, freeLabel),
      /** a member's full name in the reader's order (Japanese: family name first), else the display name */
      name: (user: Nameable | null | undefined) => fullName(user, locale),
      /** first and last name in the reader's order; "" when both are missing */
      names: (firstName: string | null | undefined, lastName: string | null | undefined) => formatName(firstName, lastName, locale),
    }),
    [locale, t],
  );
}
