"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePushPreferences } from "@/components/push/use-push-preferences";
import { Button } from "@/components/ui/button";
import { FieldError, InputField } from "@/components/ui/field";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchRow } from "@/components/ui/switch-row";
import { QUIET_TIME_PATTERN } from "@/lib/contract/push/constants";
import type { QuietHours } from "@/lib/contract/push/types";

const DEFAULT_QUIET_HOURS: QuietHours = { start: "22:00", end: "07:00" };

/** /settings/notifications: quiet hours on Tokyo's clock (pushes due inside wait for the end), on or off. */
export function QuietHoursSection() {
  const t = useTranslations("pushSettings.quiet");
  const { preferences, saving, save } = usePushPreferences();
  return (
    <PanelSection titleId="push-quiet-title" title={t("title")} text={t("text")}>
      {preferences ? (
        <QuietHoursForm key={JSON.stringify(preferences.quietHours)} saved={preferences.quietHours} saving={saving} save={save} />
      ) : (
        <Skeleton className="h-12 w-full" />
      )}
    </PanelSection>
  );
}

type FormProps = { saved: QuietHours | null; saving: boolean; save: ReturnType<typeof usePushPreferences>["save"] };

function QuietHoursForm({ saved, saving, save }: FormProps) {
  const t = useTranslations("pushSettings.quiet");
  const [hours, setHours] = useState<QuietHours>(saved ?? DEFAULT_QUIET_HOURS);
  const [error, setError] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const valid = QUIET_TIME_PATTERN.test(hours.start) && QUIET_TIME_PATTERN.test(hours.end) && hours.start !== hours.end;
    if (!valid) return setError(t("invalid"));
    setError(undefined);
    void save({ quietHours: hours }, t("saved"));
  };

  return (
    <>
      <SwitchRow
        id="push-quiet-toggle"
        label={t("toggle")}
        hint={t("toggleHint")}
        checked={saved !== null}
        disabled={saving}
        onCheckedChange={(on) => void save({ quietHours: on ? hours : null }, on ? t("saved") : t("turnedOff"))}
      />
      {saved ? (
        <form onSubmit={submit} noValidate className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <InputField id="push-quiet-start" label={t("start")} type="time" step={60} required value={hours.start} invalid={Boolean(error)} describedBy="push-quiet-error" onChange={(e) => setHours({ ...hours, start: e.target.value })} />
            <InputField id="push-quiet-end" label={t("end")} type="time" step={60} required value={hours.end} invalid={Boolean(error)} describedBy="push-quiet-error" onChange={(e) => setHours({ ...hours, end: e.target.value })} />
          </div>
          <FieldError id="push-quiet-error" message={error} />
          <Button type="submit" variant="outline" size="sm" disabled={saving}>
            {t("save")}
          </Button>
        </form>
      ) : null}
    </>
  );
}
