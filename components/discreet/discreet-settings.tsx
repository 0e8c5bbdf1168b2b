"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { writeDeviceDiscreet } from "@/components/discreet/device-discreet";
import { useUpdateLockConfig } from "@/components/discreet/lock-config";
import { PinSettings } from "@/components/discreet/pin-settings";
import { Button } from "@/components/ui/button";
import { Field, InputField } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { PanelSection } from "@/components/ui/panel-section";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { isAllowedExitUrl } from "@/lib/contract/discreet/exit-url";
import { LOCK_MINUTES, type DiscreetSettings } from "@/lib/contract/discreet/types";
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
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="discreet-toggle">{t("toggle")}</Label>
          <p id="discreet-toggle-hint" className="text-xs text-muted-foreground">
            {t("toggleHint")}
          </p>
        </div>
        <Switch
          id="discreet-toggle"
          aria-describedby="discreet-toggle-hint"
          checked={settings.enabled}
          disabled={pending}
          onCheckedChange={(enabled) => void save({ enabled }, enabled ? t("turnedOn") : t("turnedOff"))}
        />
      </div>

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
        <Field id="discreet-lock-delay" label={t("lockDelay")}>
          {(describedBy) => (
            <Select
              value={String(settings.lockMinutes)}
              disabled={pending}
              onValueChange={(value) => void save({ lockMinutes: Number(value) }, t("lockDelaySaved"))}
            >
              <SelectTrigger id="discreet-lock-delay" aria-describedby={describedBy}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LOCK_MINUTES.map((minutes) => (
                  <SelectItem key={minutes} value={String(minutes)}>
                    {t("lockDelayOption", { minutes })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <PinSettings userId={userId} hasPin={settings.hasPin} onChange={(next) => setSettings(next)} />
      </div>
    </PanelSection>
  );
}
