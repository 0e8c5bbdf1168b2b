"use client";

import { useSyncExternalStore } from "react";
import { localStoreSubscription } from "./local-store";

// The PIN lock's state on this device: when the app went to the background, and whether it is locked
// (kept in localStorage so a reload or another tab doesn't get past it).
const HIDDEN_AT = "niji.lock.hiddenAt";
const LOCKED = "niji.lock.user";
const CHANGED = "niji:lock-changed";

function get(key: string) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function set(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the lock still holds for this page
  }
}

export function markHidden(now: number) {
  set(HIDDEN_AT, String(now));
}

/** Back in front: locks when the app was away for at least `lockMs`. */
export function checkAway(userId: string, now: number, lockMs: number) {
  const hiddenAt = Number(get(HIDDEN_AT));
  set(HIDDEN_AT, null);
  if (hiddenAt > 0 && now - hiddenAt >= lockMs) lock(userId);
}

export function lock(userId: string) {
  set(LOCKED, userId);
  window.dispatchEvent(new Event(CHANGED));
}

export function unlock() {
  set(LOCKED, null);
  set(HIDDEN_AT, null);
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = localStoreSubscription(CHANGED);

/** Whether this member's app is locked on this device; null before hydration (unknown yet). */
export function useLocked(userId: string) {
  return useSyncExternalStore(
    subscribe,
    () => get(LOCKED) === userId,
    () => null,
  );
}
