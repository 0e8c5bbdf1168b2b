"use client";

import * as React from "react";
import { toast, Toaster as Sonner, useSonner, type ToasterProps } from "sonner";
import { markToasterMounted, TOAST_TOP_OFFSET } from "./toast";

export type { ToasterProps };

/** The spec's rule, one toast visible at a time: a new toast dismisses the ones before it. */
function OneAtATime() {
  const { toasts } = useSonner();
  React.useEffect(() => {
    // useSonner lists the newest first
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return null;
}

/** Rendered after sonner's Toaster, so its effect runs once sonner listens: toasts held in ./toast go out. */
function Ready() {
  React.useEffect(() => markToasterMounted(toast), []);
  return null;
}

/**
 * The toasts' host, loaded after hydration (components/providers/app-providers.tsx); screens call
 * toast() from ./toast. Toasts sit at the top, just under the sticky header, on every screen: the control
 * a member just used (a comment's Save, the like row, Join) and the bottom bars (nav, composers, the story
 * viewer's footer) are below them. A screen whose own controls cover the header (the story viewer) moves
 * them below those controls with useToastsBelow. See docs/decisions/rough-edges.md.
 */
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
        position="top-center"
        offset={{ top: TOAST_TOP_OFFSET }}
        mobileOffset={{ top: TOAST_TOP_OFFSET, left: "0.75rem", right: "0.75rem" }}
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
      <Ready />
    </>
  );
}
