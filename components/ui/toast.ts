import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

// toast() for every screen, without sonner in any screen's first-load JavaScript: sonner and the
// Toaster (components/ui/sonner.tsx, mounted lazily by the app's providers) load after hydration, and
// a toast waits for the Toaster to be mounted, since sonner drops toasts sent before it listens. The
// Toaster hands over sonner's toast as it mounts: no download of its own, so a toast still shows once
// the network is gone (the one saying that a chunk failed to download, hooks/use-load-failure-toast.ts).
type SonnerToast = typeof import("sonner").toast;
type Message = Parameters<SonnerToast>[0];

let mounted: (toast: SonnerToast) => void = () => undefined;
const toasterMounted = new Promise<SonnerToast>((resolve) => (mounted = resolve));
const ready = () => toasterMounted;

/** Called once by the Toaster as it mounts, with sonner's toast. */
export function markToasterMounted(toast: SonnerToast) {
  mounted(toast);
}

function show(message: Message, options?: ExternalToast) {
  void ready().then((t) => t(message, options));
}

export const toast = Object.assign(show, {
  success: (message: Message, options?: ExternalToast) => void ready().then((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void ready().then((t) => t.error(message, options)),
  dismiss: (id?: string | number) => void ready().then((t) => t.dismiss(id)),
});

/**
 * Toasts sit at the top, just under the sticky header (3.5rem + its 1px border, then 0.5rem of air, plus
 * the safe area): the control a member just used is below that, never under it (see the Toaster).
 */
export const TOAST_TOP_OFFSET = "var(--toast-top, calc(4rem + env(safe-area-inset-top)))";

/** The app's sticky header (components/layout/top-header.tsx) carries this attribute. */
export const APP_HEADER_ATTRIBUTE = "data-app-header";

/**
 * Keeps toasts below the element given to the returned ref (a bar of controls at the top of a screen,
 * over the header as the story viewer's or under it as the message thread's) while it is mounted: its
 * bottom edge plus 8px, in --toast-top, kept current as it resizes or the page scrolls. With
 * `floorAtAppHeader` (a control in the page, as a profile's ⋯), never higher than under the app's sticky
 * header: once the control has scrolled up behind it, toasts go back to their usual place.
 */
export function useToastsBelow<T extends HTMLElement>({ floorAtAppHeader = false }: { floorAtAppHeader?: boolean } = {}): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const floor = () => (floorAtAppHeader ? (document.querySelector(`[${APP_HEADER_ATTRIBUTE}]`)?.getBoundingClientRect().bottom ?? 0) : 0);
    const place = () => root.style.setProperty("--toast-top", `${Math.round(Math.max(0, floor(), element.getBoundingClientRect().bottom)) + 8}px`);
    place();
    // (jsdom has no ResizeObserver: resize and scroll still keep it current there)
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(place);
    observer?.observe(element);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place);
      root.style.removeProperty("--toast-top");
    };
  }, [element, floorAtAppHeader]);
  return setElement;
}
