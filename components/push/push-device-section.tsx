"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PUSH_PREFERENCES_KEY, usePushPreferences } from "@/components/push/use-push-preferences";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import { pushOnThisDevice, pushSupport, subscribeThisDevice, unsubscribeThisDevice } from "@/lib/client/push";
import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";

type DeviceState = "unsupported" | "denied" | "off" | "on";

/** What this device can do and whether it rings for this member (read in the browser only). */
async function readDeviceState(userId: string): Promise<DeviceState> {
  const support = pushSupport();
  if (support === "unsupported" || support === "denied") return support;
  return (await pushOnThisDevice(userId).catch(() => false)) ? "on" : "off";
}

/**
 * /settings/notifications: push on this device. The browser's permission is asked only when the member
 * presses "Turn on"; then "Send a test notification" and "Turn off on this device".
 */
export function PushDeviceSection({ userId, publicKey }: { userId: string; publicKey: string }) {
  const t = useTranslations("pushSettings.device");
  const onError = useApiError();
  const queryClient = useQueryClient();
  const deviceKey = ["push-device", userId];
  const device = useQuery({ queryKey: deviceKey, queryFn: () => readDeviceState(userId) });
  const { preferences } = usePushPreferences();
  const [dismissed, setDismissed] = useState(false);
  const settle = (state: DeviceState) => {
    queryClient.setQueryData(deviceKey, state);
    void queryClient.invalidateQueries({ queryKey: PUSH_PREFERENCES_KEY });
  };

  const turnOn = useMutation({
    mutationFn: () => subscribeThisDevice(userId, publicKey),
    onSuccess: (result) => {
      setDismissed(result === "default");
      if (result === "default") return;
      settle(result === "subscribed" ? "on" : result);
      if (result === "subscribed") toast.success(t("turnedOn"));
    },
    onError: (error) => onError(error, t("failed"), { useServerMessage: true }),
  });
  const turnOff = useMutation({
    mutationFn: unsubscribeThisDevice,
    onSuccess: () => {
      settle("off");
      toast.success(t("turnedOff"));
    },
    onError: (error) => onError(error, t("failed"), { useServerMessage: true }),
  });
  const sendTest = useMutation({
    mutationFn: () => apiRequest("POST", "/api/push/test"),
    onSuccess: () => toast.success(t("testSent"), { description: t("testSentHint") }),
    onError: (error) => onError(error, t("testFailed"), { useServerMessage: true }),
  });
  const busy = turnOn.isPending || turnOff.isPending;
  const state = device.data;
  const status = { unsupported: t("unsupported"), denied: t("blocked"), off: t("off"), on: t("on") };

  return (
    <PanelSection titleId="push-device-title" title={t("title")}>
      {state ? (
        <p role="status" className="text-sm text-muted-foreground">
          {status[state]}
        </p>
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
      {state === "off" ? (
        <div className="space-y-1.5">
          <Button type="button" disabled={busy} onClick={() => turnOn.mutate()}>
            {t("turnOn")}
          </Button>
          <p className="text-xs text-muted-foreground">{dismissed ? t("dismissed") : t("askHint")}</p>
        </div>
      ) : null}
      {state === "on" ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="text-foreground" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
            {t("test")}
          </Button>
          <Button type="button" variant="outline" className="text-foreground" disabled={busy} onClick={() => turnOff.mutate()}>
            {t("turnOff")}
          </Button>
        </div>
      ) : null}
      {preferences ? <p className="text-xs text-muted-foreground">{t("devices", { count: preferences.subscribed })}</p> : null}
    </PanelSection>
  );
}
