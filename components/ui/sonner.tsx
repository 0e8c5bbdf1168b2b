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
