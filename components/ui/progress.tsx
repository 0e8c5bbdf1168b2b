"use client";

import * as React from "react";

import { cn } from "@/lib/client/cn";

type ProgressProps = Omit<React.ComponentProps<"div">, "children"> & { value?: number | null; max?: number };

/**
 * Accessible progress bar: role="progressbar" with aria-valuemin/max, aria-valuenow and aria-valuetext
 * ("40%") while a value is known, and data-state "loading" | "complete" | "indeterminate" as Radix
 * Progress gave them. Pass an `aria-label` or `aria-labelledby` so it has an accessible name.
 * `value` of null/undefined renders an indeterminate bar. Our own rather than Radix's (issue #34): the
 * upload bars of the composer and the forms put Radix's context and primitive modules on their first load
 * for one div (docs/decisions/performance.md).
 */
export function Progress({ className, value, max: maxProp = 100, ...props }: ProgressProps) {
  const max = Number.isFinite(maxProp) && maxProp > 0 ? maxProp : 100;
  const known = typeof value === "number" && Number.isFinite(value);
  const now = known ? Math.min(max, Math.max(0, value)) : 0;
  const pct = (now / max) * 100;
  const state = !known ? "indeterminate" : now >= max ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? now : undefined}
      aria-valuetext={known ? `${Math.round(pct)}%` : undefined}
      data-state={state}
      data-value={known ? now : undefined}
      data-max={max}
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        data-state={state}
        className={cn("h-full w-full flex-1 bg-primary transition-transform", !known && "animate-pulse")}
        style={{ transform: `translateX(-${100 - pct}%)` }}
      />
    </div>
  );
}
