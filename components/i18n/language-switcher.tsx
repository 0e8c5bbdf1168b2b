"use client";

import { ChevronDown, Languages } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { Label } from "@/components/ui/label";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { SELECT_OPEN_KEYS, useDeferredPopup } from "@/hooks/use-deferred-menu";
import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/core/i18n/locale";
import { cn } from "@/lib/client/cn";

// Radix Select (with floating-ui and its scroll lock) loads on the first press of the trigger, outside
// the screen's first-load JavaScript (as components/ui/select-field.tsx); a failed download toasts and
// the next press downloads again.
const loadPopup = () => import("./language-switcher-popup").then((m) => m.LanguageSwitcherPopup);

type Props = {
  labelledBy?: string;
  className?: string;
  /** signed in: stores the choice on the account (the server then sets the cookie); false keeps the page as it is */
  save?: (locale: Locale) => Promise<boolean>;
};

/** Picks English or 日本語: stores it in the NIJI_LOCALE cookie for a year (or on the account through `save`) and re-renders the page. */
export function LanguageSwitcher({ labelledBy, className, save }: Props) {
  const t = useTranslations("language");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  const { Loaded: Popup, triggerProps } = useDeferredPopup(loadPopup, SELECT_OPEN_KEYS);

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
      {Popup ? (
        <Popup id={id} labelledBy={labelledBy} locale={locale} pending={pending} choose={choose} />
      ) : (
        // Radix's closed trigger, as SelectTrigger draws it
        <button
          type="button"
          id={id}
          role="combobox"
          aria-labelledby={labelledBy}
          aria-controls={`${id}-options`} // as Radix's closed trigger: the list it opens, not there until open
          aria-expanded={false}
          aria-autocomplete="none"
          data-slot="select-trigger"
          data-state="closed"
          data-disabled={pending ? "" : undefined}
          disabled={pending}
          className={selectTriggerClass("w-36")}
          {...triggerProps}
        >
          <span data-slot="select-value" style={{ pointerEvents: "none" }}>
            {t(`names.${locale}`)}
          </span>
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </button>
      )}
    </div>
  );
}
