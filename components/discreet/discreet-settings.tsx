"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { writeDeviceDiscreet } from "@/components/discreet/device-discreet";
import { useUpdateLockConfig } from "@/components/discreet/lock-config";
import { PinSettings } from "@/components/discreet/pin-settings";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { PanelSection } from "@/components/ui/panel-section";
import { SelectField } from "@/components/ui/select-field";
import { SwitchRow } from "@/components/ui/switch-row";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { isAllowedExitUrl } from "@/lib/contract/discreet/exit-url";
import { LOCK_MINUTES } from "@/lib/contract/discreet/limits";
import type { DiscreetSettings } from "@/lib/contract/discreet/types";
import type { UpdateDiscreetBody } from "@/lib/contract/discreet/schemas";

/** The "Discreet mode" section of /settings: the switch, the Quick exit address, the PIN lock. */
export function DiscreetSettingsSection({ userId, initial }: { userId: string; initial: DiscreetSettings }) {
  const t = useTranslations("discreet.settings");
  const onError = useApiError();
  const router = useRouter();
  const updateLock = useUpdateLockConfig();
  const [settings, setSettingsState] = useState(initial);
  const setSettings = (next: DiscreetSettings) => {
    setSettingsState(next);
    updateLock({ hasPin: next.hasPin, lockMinutes: next.lockMinutes });
  };
  const [exitUrl, setExitUrl] = useState(initial.exitUrl ?? "");
  const [exitError, setExitError] = useState<string>();
  const [pending, setPending] = useState(false);

  const save = async (body: UpdateDiscreetBody, done: string) => {
    setPending(true);
    try {
      const next = await apiRequest<DiscreetSettings>("PUT", `/api/users/${userId}/discreet`, body);
      setSettings(next);
      // this device follows at once; the server renders the neutral title from now on
      writeDeviceDiscreet({ enabled: next.enabled, exitUrl: next.exitUrl });
      toast.success(done);
      router.refresh();
      return true;
    } catch (error) {
      onError(error, t("failed"));
      return false;
    } finally {
      setPending(false);
    }
  };

  const saveExitUrl = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = exitUrl.trim();
    if (value && !isAllowedExitUrl(value)) return setExitError(t("exitUrlInvalid"));
    setExitError(undefined);
    await save({ exitUrl: value || null }, t("exitUrlSaved"));
  };

  return (
    <PanelSection titleId="discreet-title" title={t("title")} text={t("text")}>
      <SwitchRow
        id="discreet-toggle"
        label={t("toggle")}
        hint={t("toggleHint")}
        checked={settings.enabled}
        disabled={pending}
        onCheckedChange={(enabled) => void save({ enabled }, enabled ? t("turnedOn") : t("turnedOff"))}
      />

      <form onSubmit={(e) => void saveExitUrl(e)} noValidate className="space-y-2">
        <InputField
          id="discreet-exit-url"
          label={t("exitUrl")}
          hint={t("exitUrlHint")}
          error={exitError}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          value={exitUrl}
          onChange={(e) => setExitUrl(e.target.value)}
        />
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {t("saveExitUrl")}
        </Button>
      </form>

      <div className="space-y-3 border-t pt-3">
        <h3 className="text-sm font-semibold">{t("lockTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("lockText")}</p>
        <SelectField
          id="discreet-lock-delay"
          label={t("lockDelay")}
          value={String(settings.lockMinutes)}
          options={LOCK_MINUTES.map((minutes) => ({ value: String(minutes), label: t("lockDelayOption", { minutes }) }))}
          disabled={pending}
          onChange={(value) => void save({ lockMinutes: Number(value) }, t("lockDelaySaved"))}
        />
        <PinSettings userId={userId} hasPin={settings.hasPin} onChange={(next) => setSettings(next)} />
      </div>
    </PanelSection>
  );
}
