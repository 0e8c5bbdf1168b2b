"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server render and before hydration; forms keep submit disabled until then so an early tap can't fall back to a native submit. */
export function useHydrated() {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

/** The page's origin (https://host): "" during server render, the real one once hydrated. */
export function useOrigin() {
  return useSyncExternalStore(subscribe, () => window.location.origin, () => "");
}
