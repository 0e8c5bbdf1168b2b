"use client";

import * as React from "react";

import { cn } from "@/lib/client/cn";

/**
 * A form label (shadcn's, on a plain label element: Radix's Label brought its Primitive and Slot onto
 * every form's first load for this one handler, issue #34). As Radix's does, a double click on the text
 * does not select it, unless it lands on a control inside the label.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
