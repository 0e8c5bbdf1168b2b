"use client";

import { useTranslations } from "next-intl";
import { SwitchRow } from "@/components/ui/switch-row";

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
        <SwitchRow key={row.id} {...row} onCheckedChange={(value) => onChange(row.id, value)} />
      ))}
    </fieldset>
  );
}
