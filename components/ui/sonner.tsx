"use client";

import * as React from "react";
import { toast, Toaster as Sonner, useSonner, type ToasterProps } from "sonner";

export type { ToasterProps };

/**
 * Toasts sit at the bottom, above the bottom navigation (about 4rem) and the story viewer's footer
 * (the owner's, with its heading, about 6.5rem), so they cover neither the header nor any control;
 * the story viewer's progress bars and buttons are at its top. A screen with a bar of its own at the
 * bottom (the message composer) raises them above it with useToastsAbove.
 */
export const TOAST_BOTTOM_OFFSET = "var(--toast-bottom, calc(7rem + env(safe-area-inset-bottom)))";

/**
 * Keeps toasts above the element given to the returned ref (a bar at the bottom of a screen) while
 * it is mounted: the distance from its top edge to the viewport's bottom, kept current as it resizes.
 */
export function useToastsAbove<T extends HTMLElement>(): (element: T | null) => void {
  const [element, setElement] = React.useState<T | null>(null);
  React.useEffect(() => {
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

/** The spec's rule, one toast visible at a time: a new toast dismisses the ones before it. */
function OneAtATime() {
  const { toasts } = useSonner();
  React.useEffect(() => {
    // useSonner lists the newest first
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return null;
}

export function Toaster({
  closeLabel = "Close",
  toastOptions,
  style,
  ...props
}: ToasterProps & {
  /** Accessible label for each toast's close button. */
  closeLabel?: string;
}) {
  return (
    <>
      <OneAtATime />
      <Sonner
        position="bottom-center"
        offset={{ bottom: TOAST_BOTTOM_OFFSET }}
        mobileOffset={{ bottom: TOAST_BOTTOM_OFFSET, left: "0.75rem", right: "0.75rem" }}
        visibleToasts={1}
        duration={5000}
        closeButton
        richColors
        swipeDirections={["right"]}
        hotkey={["F8"]}
        style={
          {
            "--normal-bg": "var(--popover)",
            "--normal-text": "var(--popover-foreground)",
            "--normal-border": "var(--border)",
            "--border-radius": "var(--radius)",
            "--width": "420px",
            // richColors' default success/error text is ~4.2:1 on its tint; these reach 4.5:1+ (WCAG AA).
            "--success-text": "#166534",
            "--error-text": "#b91c1c",
            ...style,
          } as React.CSSProperties
        }
        {...props}
        toastOptions={{
          closeButtonAriaLabel: closeLabel,
          ...toastOptions,
          classNames: {
            // room on the right for the close button, which sits inside the toast's corner
            toast: "w-full md:max-w-[420px] font-sans !pr-11",
            closeButton: "!left-auto !right-2 !top-2 !size-7 ![transform:none] !border-transparent !bg-transparent hover:!bg-muted",
            ...toastOptions?.classNames,
          },
        }}
      />
    </>
  );
}
