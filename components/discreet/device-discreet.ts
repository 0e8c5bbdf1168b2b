"use client";

import { useSyncExternalStore } from "react";
import { localStoreSubscription } from "./local-store";

// This device's copy of discreet mode, in localStorage so it holds before sign-in and after sign-out
// too. The account's value overwrites it at every signed-in page load (see DiscreetSync).
const KEY = "niji.discreet";
const CHANGED = "niji:discreet-changed";

export type DeviceDiscreet = { enabled: boolean; exitUrl: string | null };
const OFF: DeviceDiscreet = { enabled: false, exitUrl: null };

let cachedRaw: string | null = null;
let cachedValue: DeviceDiscreet = OFF;

function read(): DeviceDiscreet {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return OFF; // storage blocked: the account value still drives the signed-in pages
  }
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<DeviceDiscreet>) : null;
    cachedValue = parsed ? { enabled: parsed.enabled === true, exitUrl: typeof parsed.exitUrl === "string" ? parsed.exitUrl : null } : OFF;
  } catch {
    cachedValue = OFF;
  }
  return cachedValue;
}

export function writeDeviceDiscreet(value: DeviceDiscreet) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // storage blocked: nothing to remember
  }
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = localStoreSubscription(CHANGED);

/** This device's discreet-mode flag and exit address (off during server render). */
export function useDeviceDiscreet() {
  return useSyncExternalStore(subscribe, read, () => OFF);
}
