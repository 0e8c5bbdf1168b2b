"use client";

import { useTranslations } from "next-intl";
import { usePushPreferences } from "@/components/push/use-push-preferences";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchRow } from "@/components/ui/switch-row";
import { PUSH_KINDS } from "@/lib/contract/push/constants";

/** /settings/notifications: one switch per kind of push, and "Hide previews" (the neutral text only). */
export function PushKindsSection() {
  const t = useTranslations("pushSettings.kinds");
  const { preferences, saving, save } = usePushPreferences();
  return (
    <PanelSection titleId="push-kinds-title" title={t("title")} text={t("text")}>
      {preferences ? (
        <>
          {PUSH_KINDS.map((kind) => (
            <SwitchRow
              key={kind}
              id={`push-kind-${kind}`}
              label={t(kind)}
              hint={t(`${kind}Hint`)}
              checked={preferences.kinds[kind]}
              disabled={saving}
              onCheckedChange={(on) => void save({ kinds: { ...preferences.kinds, [kind]: on } }, t("saved"))}
            />
          ))}
          <div className="border-t pt-3">
            <SwitchRow
              id="push-hide-previews"
              label={t("hidePreviews")}
              hint={t("hidePreviewsHint")}
              checked={preferences.hidePreviews}
              disabled={saving}
              onCheckedChange={(hidePreviews) => void save({ hidePreviews }, t("saved"))}
            />
          </div>
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </PanelSection>
  );
}
