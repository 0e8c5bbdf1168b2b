"use client";

import { useTranslations } from "next-intl";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { type Locale, LOCALES } from "@/lib/core/i18n/locale";

/**
 * LanguageSwitcher's Radix Select, loaded on the first press of its trigger (./language-switcher.tsx)
 * and mounted open; it stays mounted, an ordinary Radix Select, from then on.
 */
export function LanguageSwitcherPopup({ id, labelledBy, locale, pending, choose }: { id: string; labelledBy?: string; locale: Locale; pending: boolean; choose: (value: string) => void }) {
  const t = useTranslations("language");
  return (
    <Select value={locale} onValueChange={choose} disabled={pending} defaultOpen>
      <SelectTrigger id={id} aria-labelledby={labelledBy} className="w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {LOCALES.map((option) => (
          <SelectItem key={option} value={option} lang={option}>
            {t(`names.${option}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
