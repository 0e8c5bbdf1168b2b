"use client";

import { useEffect } from "react";

export const SERVICE_WORKER_URL = "/sw.js";

/** Registers the service worker (public/sw.js: the offline page and static assets only) in production builds. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    // in development it would serve stale bundles from its cache
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    // the language rides on the script's address, so the offline page is cached in the member's language
    const lang = document.documentElement.lang === "ja" ? "ja" : "en";
    navigator.serviceWorker.register(`${SERVICE_WORKER_URL}?lang=${lang}`, { scope: "/" }).catch(() => undefined);
  }, []);
  return null;
}
