"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useDeviceDiscreet } from "@/components/discreet/device-discreet";
import { NEUTRAL_ICON } from "@/components/discreet/neutral-icon";
import { useQuickExit } from "@/components/discreet/use-quick-exit";
import { createEscapeDetector } from "@/lib/discreet/escape-detector";

/** Keeps the tab's title and icon neutral while discreet mode is on (Next rewrites them on navigation). */
function useNeutralTab(enabled: boolean, title: string) {
  useEffect(() => {
    if (!enabled) return;
    const originalTitle = document.title;
    const icons = new Map<HTMLLinkElement, string>();
    const apply = () => {
      if (document.title !== title) document.title = title;
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')) {
        if (!icons.has(link)) icons.set(link, link.getAttribute("href") ?? "");
        if (link.getAttribute("href") !== NEUTRAL_ICON) link.setAttribute("href", NEUTRAL_ICON);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["href"] });
    return () => {
      observer.disconnect();
      document.title = originalTitle;
      for (const [link, href] of icons) link.setAttribute("href", href);
    };
  }, [enabled, title]);
}

/** Pressing Escape three times within 1.5 s leaves at once. */
function useEscapeExit(enabled: boolean, exit: () => void) {
  useEffect(() => {
    if (!enabled) return;
    const detect = createEscapeDetector();
    const onKey = (event: KeyboardEvent) => {
      if (detect(event.key, performance.now())) exit();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [enabled, exit]);
}

/** Discreet mode on this device, on every page (signed out too): neutral tab, triple-Escape exit. */
export function DiscreetDevice() {
  const t = useTranslations("discreet");
  const { enabled } = useDeviceDiscreet();
  const exit = useQuickExit();
  useNeutralTab(enabled, t("neutralTitle"));
  useEscapeExit(enabled, exit);
  return null;
}
