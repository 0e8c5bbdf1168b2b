"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { isLocale, type Locale } from "@/i18n/locale";
import { type DateStyle, formatDate, formatNumber, formatTimeAgo, formatYen } from "@/lib/i18n/format";

/** lib/i18n/format.ts in the reader's language: every date, relative time, count and price a screen shows. */
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
    }),
    [locale, t],
  );
}
