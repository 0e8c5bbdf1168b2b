"use client";

import { useTranslations } from "next-intl";
import { FieldError } from "@/components/ui/field";
import { ACCESSIBILITY_FEATURES, sortFeatures, type AccessibilityFeature } from "@/lib/contract/events/accessibility";

type Props = { value: string[]; onChange: (value: AccessibilityFeature[]) => void; error?: string };

/** The accessibility checkboxes of the event forms, as one group. */
export function AccessibilityField({ value, onChange, error }: Props) {
  const t = useTranslations("events.accessibility");
  const chosen = value as AccessibilityFeature[];
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "accessibility-error" : undefined}>
      <legend className="text-sm font-medium">{t("title")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ACCESSIBILITY_FEATURES.map((feature) => (
          <label key={feature} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary">
            <input
              type="checkbox"
              name="accessibility"
              value={feature}
              className="size-4 accent-primary"
              checked={chosen.includes(feature)}
              onChange={(e) => onChange(e.target.checked ? sortFeatures([...chosen, feature]) : chosen.filter((f) => f !== feature))}
            />
            {t(`features.${feature}`)}
          </label>
        ))}
      </div>
      <FieldError id="accessibility-error" message={error} />
    </fieldset>
  );
}
