"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useDeviceDiscreet } from "@/components/discreet/device-discreet";
import { NEUTRAL_ICON } from "@/components/discreet/neutral-icon";
import { useQuickExit } from "@/components/discreet/use-quick-exit";
import { createEscapeDetector } from "@/lib/client/escape-detector";
import { NEUTRAL_APPLE_TOUCH_ICON, NEUTRAL_MANIFEST_PATH, NEUTRAL_THEME_COLOR } from "@/lib/contract/discreet/manifests";

/**
 * Keeps the tab's title and icon neutral while discreet mode is on (Next rewrites them on navigation),
 * and what "Add to Home Screen" would install: the manifest, the apple-touch-icon, the home-screen
 * title and the theme colour.
 */
function useNeutralTab(enabled: boolean, title: string) {
  useEffect(() => {
    if (!enabled) return;
    const originalTitle = document.title;
    const swaps: [selector: string, attribute: string, value: string][] = [
      ['link[rel~="icon"]', "href", NEUTRAL_ICON],
      ['link[rel="apple-touch-icon"]', "href", NEUTRAL_APPLE_TOUCH_ICON],
      ['link[rel="manifest"]', "href", NEUTRAL_MANIFEST_PATH],
      ['meta[name="apple-mobile-web-app-title"]', "content", title],
      ['meta[name="theme-color"]', "content", NEUTRAL_THEME_COLOR],
    ];
    const originals = new Map<Element, [string, string]>();
    const apply = () => {
      if (document.title !== title) document.title = title;
      for (const [selector, attribute, value] of swaps) {
        for (const element of document.querySelectorAll(selector)) {
          if (!originals.has(element)) originals.set(element, [attribute, element.getAttribute(attribute) ?? ""]);
          if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
        }
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["href", "content"] });
    return () => {
      observer.disconnect();
      document.title = originalTitle;
      for (const [element, [attribute, value]] of originals) element.setAttribute(attribute, value);
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
