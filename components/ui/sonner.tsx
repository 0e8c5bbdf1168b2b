"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

export type { ToasterProps };

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
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
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
          toast: "w-full md:max-w-[420px] font-sans",
          ...toastOptions?.classNames,
        },
      }}
    />
  );
}
