"use client";

import { Check } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ACCESSIBILITY_FEATURES, sortFeatures, type AccessibilityFeature } from "@/lib/contract/events/accessibility";
import { cn } from "@/lib/client/cn";

/** Toggle chips over the events list; the choice lives in the address (?access=step_free,quiet_space), so it can be shared. */
export function AccessibilityFilter({ selected }: { selected: AccessibilityFeature[] }) {
  const t = useTranslations("events.accessibility");
  const router = useRouter();
  const pathname = usePathname();
  const go = (next: AccessibilityFeature[]) => router.replace(next.length ? `${pathname}?access=${next.join(",")}` : pathname, { scroll: false });
  const toggle = (feature: AccessibilityFeature) =>
    go(selected.includes(feature) ? selected.filter((f) => f !== feature) : sortFeatures([...selected, feature]));
  return (
    <div role="group" aria-label={t("filterLabel")} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {ACCESSIBILITY_FEATURES.map((feature) => {
        const on = selected.includes(feature);
        return (
          <button
            key={feature}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(feature)}
            className={cn(
              "inline-flex shrink-0 items-center gap-1 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition-colors",
              on ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
            )}
          >
            {on ? <Check className="size-3.5" aria-hidden /> : null}
            {t(`features.${feature}`)}
          </button>
        );
      })}
      {selected.length ? (
        <button type="button" onClick={() => go([])} className="shrink-0 px-2 py-1.5 text-sm whitespace-nowrap text-primary underline-offset-4 hover:underline">
          {t("clearFilters")}
        </button>
      ) : null}
    </div>
  );
}
