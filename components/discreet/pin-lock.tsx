"use client";

import { useEffect, type ReactNode } from "react";
import { checkAway, markHidden, useLocked } from "@/components/discreet/lock-state";
import { LockScreen } from "@/components/discreet/lock-screen";

type PinLockProps = { userId: string; hasPin: boolean; lockMinutes: number; children: ReactNode };

/** With a PIN set, the app locks after `lockMinutes` in the background; while locked nothing of it is shown. */
export function PinLock({ userId, hasPin, lockMinutes, children }: PinLockProps) {
  const locked = useLocked(userId);

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
  return (
    <>
      <div hidden={hidden} inert={hidden}>
        {children}
      </div>
      {hasPin && locked ? <LockScreen userId={userId} /> : null}
    </>
  );
}
