"use client";

import { Languages } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "@/lib/core/i18n/locale";
import { cn } from "@/lib/client/cn";

type Props = {
  labelledBy?: string;
  className?: string;
  /** signed in: stores the choice on the account (the server then sets the cookie); false keeps the page as it is */
  save?: (locale: Locale) => Promise<boolean>;
};

/** Picks English or 日本語: stores it in the NIJI_LOCALE cookie for a year (or on the account through `save`) and re-renders the page. */
export function LanguageSwitcher({ labelledBy, className, save }: Props) {
  const t = useTranslations("language");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    startTransition(async () => {
      if (save) {
        if (!(await save(value))) return;
      } else {
        const secure = window.location.protocol === "https:" ? "; Secure" : "";
        document.cookie = `${LOCALE_COOKIE}=${value}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
      }
      router.refresh();
    });
  };

  return (
    <div className={cn("flex items-center gap-2", className)}>
      {!labelledBy && (
        <Label htmlFor={id} className="text-muted-foreground">
          <Languages aria-hidden className="size-4" />
          {t("label")}
        </Label>
      )}
      <Select value={locale} onValueChange={choose} disabled={pending}>
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
    </div>
  );
}
