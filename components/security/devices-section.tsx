"use client";

import { useMutation, useQuery, useQueryClient } from "@/lib/client/query";
import { readDeviceLabel } from "@/lib/contract/auth/device-label";
import { Monitor, Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { TimeAgo } from "@/components/shared/time-ago";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/hooks/use-format";
import { useServerText } from "@/hooks/use-server-text";
import { apiRequest } from "@/lib/client/api-client";

/** A row of GET /api/auth/sessions (newest first). */
export type DeviceSession = { id: string; current: boolean; createdAt: string; lastSeenAt: string; device: string | null };

const SESSIONS_KEY = ["/api/auth/sessions"];
const PHONE = /iPhone|iPad|Android/;
// the server stores a device's label in one form ("Chrome on Android", lib/contract/auth/device-label.ts);
// the browser and system are names, the words around them are ours to translate
function useDeviceName() {
  const t = useTranslations("security.devices");
  return (device: string | null) => {
    const read = readDeviceLabel(device);
    if (read.kind === "unknown") return t("unknownDevice");
    return read.kind === "on" ? t("deviceOn", { browser: read.browser, system: read.system }) : read.name;
  };
}

function DeviceRow({ session, onSignOut, busy }: { session: DeviceSession; onSignOut: (session: DeviceSession) => void; busy: boolean }) {
  const t = useTranslations("security.devices");
  const format = useFormat();
  const device = useDeviceName()(session.device);
  return (
    <li className="flex items-center gap-3 py-3">
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
        {PHONE.test(session.device ?? "") ? <Smartphone className="size-4" /> : <Monitor className="size-4" />}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{device}</span>
          {session.current ? <Badge variant="secondary">{t("thisDevice")}</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">{t.rich("lastActive", { time: () => <TimeAgo iso={session.lastSeenAt} /> })}</p>
        <p className="text-xs text-muted-foreground">{t("signedIn", { date: format.date(session.createdAt, "day") })}</p>
      </div>
      {session.current ? null : (
        <Button type="button" variant="outline" size="sm" className="text-foreground" disabled={busy} aria-label={t("signOutLabel", { device })} onClick={() => onSignOut(session)}>
          {t("signOut")}
        </Button>
      )}
    </li>
  );
}

/** /settings/security: where the account is signed in now, each other device with "Sign out", and "Sign out of all other devices". */
export function DevicesSection() {
  const t = useTranslations("security.devices");
  const { fromError } = useServerText();
  const queryClient = useQueryClient();
  const deviceName = useDeviceName();
  const sessions = useQuery<DeviceSession[]>({ queryKey: SESSIONS_KEY });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const endOne = useMutation({
    mutationFn: (session: DeviceSession) => apiRequest("DELETE", `/api/auth/sessions/${encodeURIComponent(session.id)}`),
    onSuccess: (_reply, session) => toast.success(t("signedOut", { device: deviceName(session.device) })),
    onError: (error) => toast.error(t("signOutFailed"), { description: fromError(error, t("signOutFailed")) }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => apiRequest<{ ended: number }>("POST", "/api/auth/sessions/end-others"),
    onSuccess: ({ ended }) => toast.success(t("endedOthers", { count: ended })),
    onError: (error) => toast.error(t("signOutFailed"), { description: fromError(error, t("signOutFailed")) }),
    onSettled: refresh,
  });

  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <PanelSection titleId="devices-title" title={t("title")} text={t("text")}>
      {sessions.isPending ? (
        <div role="status" aria-label={t("loading")} className="space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("failed")}
        </p>
      ) : (
        <>
          <ul aria-labelledby="devices-title" className="divide-y">
            {list.map((session) => (
              <DeviceRow key={session.id} session={session} busy={endOne.isPending && endOne.variables?.id === session.id} onSignOut={(s) => endOne.mutate(s)} />
            ))}
          </ul>
          {others > 0 ? (
            <Button type="button" variant="outline" className="w-full text-destructive" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
              {t("signOutOthers")}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t("onlyThis")}</p>
          )}
        </>
      )}
    </PanelSection>
  );
}
