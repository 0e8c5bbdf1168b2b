"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = {
  isPrivate: boolean;
  discoverable: boolean;
  onChange: (field: "isPrivate" | "discoverable", value: boolean) => void;
};

/** The two privacy switches of Edit Profile: private account, and being found in people search. */
export function PrivacyFields({ isPrivate, discoverable, onChange }: Props) {
  const t = useTranslations("privacy.settings");
  const rows = [
    { id: "isPrivate", checked: isPrivate, label: t("privateLabel"), hint: t("privateHint") },
    { id: "discoverable", checked: discoverable, label: t("discoverableLabel"), hint: t("discoverableHint") },
  ] as const;
  return (
    <fieldset className="space-y-3 rounded-xl border p-4">
      <legend className="px-1 text-sm font-semibold">{t("title")}</legend>
      {rows.map((row) => (
        <div key={row.id} className="flex items-start justify-between gap-4">
          <div className="space-y-0.5">
            <Label htmlFor={row.id}>{row.label}</Label>
            <p id={`${row.id}-hint`} className="text-xs text-muted-foreground">
              {row.hint}
            </p>
          </div>
          <Switch id={row.id} checked={row.checked} aria-describedby={`${row.id}-hint`} onCheckedChange={(value) => onChange(row.id, value)} />
        </div>
      ))}
    </fieldset>
  );
}
