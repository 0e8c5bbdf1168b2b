import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

// toast() for every screen, without sonner in any screen's first-load JavaScript: sonner and the
// Toaster (components/ui/sonner.tsx, mounted lazily by the app's providers) load after hydration, and
// a toast waits for the Toaster to be mounted, since sonner drops toasts sent before it listens.
type Message = Parameters<typeof import("sonner").toast>[0];

let mounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));
let sonner: Promise<typeof import("sonner")> | null = null;
const ready = () => Promise.all([(sonner ??= import("sonner")), toasterMounted]).then(([module]) => module.toast);

/** Called once by the Toaster as it mounts. */
export function markToasterMounted() {
  mounted();
}

function show(message: Message, options?: ExternalToast) {
  void ready().then((t) => t(message, options));
}

export const toast = Object.assign(show, {
  success: (message: Message, options?: ExternalToast) => void ready().then((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void ready().then((t) => t.error(message, options)),
  dismiss: (id?: string | number) => void ready().then((t) => t.dismiss(id)),
});

/** Toasts sit at the bottom, above the bottom navigation and the story viewer's footer (see the Toaster). */
export const TOAST_BOTTOM_OFFSET = "var(--toast-bottom, calc(7rem + env(safe-area-inset-bottom)))";

/**
 * Keeps toasts above the element given to the returned ref (a bar at the bottom of a screen) while
 * it is mounted: the distance from its top edge to the viewport's bottom, kept current as it resizes.
 */
export function useToastsAbove<T extends HTMLElement>(): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const place = () => root.style.setProperty("--toast-bottom", `${Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)) + 8}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place);
      root.style.removeProperty("--toast-bottom");
    };
  }, [element]);
  return setElement;
}
