"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { useDeviceDiscreet } from "@/components/discreet/device-discreet";
import { LockConfigContext, type LockConfig } from "@/components/discreet/lock-config";
import { checkAway, markHidden, useLocked } from "@/components/discreet/lock-state";
import { useQuickExit } from "@/components/discreet/use-quick-exit";
import { leftOutOnFailure } from "@/components/shared/left-out-on-failure";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/**
 * In place of a lock screen whose code did not download: the app stays hidden, and this says how to go
 * on (and, in discreet mode, offers Quick exit as the lock screen does).
 */
function LockLoadFailed() {
  const t = useTranslations("discreet.lock");
  const discreet = useTranslations("discreet");
  const { enabled } = useDeviceDiscreet();
  const exit = useQuickExit();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p role="alert">{t("loadFailed")}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {t("reload")}
      </Button>
      {enabled ? (
        <Button type="button" variant="outline" onClick={exit}>
          {discreet("quickExit")}
        </Button>
      ) : null}
    </main>
  );
}

// only a locked app needs it, and the lock state is known only once hydrated; if its download fails
// the app stays hidden (never the page error, which would sit in its place) and a reload brings it
const LockScreen = leftOutOnFailure(
  dynamic(() => import("@/components/discreet/lock-screen").then((m) => m.LockScreen), { ssr: false }),
  <LockLoadFailed />,
);

type PinLockProps = LockConfig & { userId: string; children: ReactNode };

/** With a PIN set, the app locks after `lockMinutes` in the background; while locked nothing of it is shown. */
export function PinLock({ userId, hasPin: serverHasPin, lockMinutes: serverLockMinutes, children }: PinLockProps) {
  const locked = useLocked(userId);
  const [config, setConfig] = useState<LockConfig>({ hasPin: serverHasPin, lockMinutes: serverLockMinutes });
  // a fresh server value (another device, a refresh) wins over what /settings handed over
  const [server, setServer] = useState<LockConfig>(config);
  if (server.hasPin !== serverHasPin || server.lockMinutes !== serverLockMinutes) {
    const next = { hasPin: serverHasPin, lockMinutes: serverLockMinutes };
    setServer(next);
    setConfig(next);
  }
  const { hasPin, lockMinutes } = config;

  useEffect(() => {
    if (!hasPin) return;
    const lockMs = lockMinutes * 60_000;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") markHidden(Date.now());
      else checkAway(userId, Date.now(), lockMs);
    };
    // a page opened again after the tab was closed in the background counts too
    if (document.visibilityState === "visible") checkAway(userId, Date.now(), lockMs);
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [userId, hasPin, lockMinutes]);

  // until hydrated the lock state is unknown: show nothing rather than flash what a lock would hide
  const hidden = hasPin && locked !== false;
  // toasts sit above everything and may name people: none show while the app is hidden, whether the lock
  // screen is there, still downloading, or could not load (globals.css hides the toaster under data-locked).
  // Those already shown are dismissed only on a real lock, not in the moment before hydration tells the
  // state: a toast the page itself showed on arrival stays once the app turns out unlocked.
  const lockedNow = hasPin && locked === true;
  useEffect(() => {
    if (!hidden) return;
    document.documentElement.dataset.locked = "";
    return () => void delete document.documentElement.dataset.locked;
  }, [hidden]);
  useEffect(() => {
    if (lockedNow) toast.dismiss();
  }, [lockedNow]);
  return (
    <LockConfigContext value={setConfig}>
      <div hidden={hidden} inert={hidden}>
        {children}
      </div>
      {lockedNow ? <LockScreen userId={userId} /> : null}
    </LockConfigContext>
  );
}
