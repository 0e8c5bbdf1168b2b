"use client";

import * as React from "react";

import { cn } from "@/lib/client/cn";

type SwitchProps = Omit<React.ComponentProps<"button">, "onChange" | "value" | "defaultChecked"> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A switch: the WAI-ARIA switch pattern on a button (role="switch", aria-checked, Space and Enter
 * toggle it as a button's press, a <label htmlFor> presses it), with Radix Switch's API and data
 * attributes (data-state="checked" | "unchecked", data-disabled). Our own rather than Radix's (issue
 * #34): every switch here is controlled and none submits a native form, so Radix's hidden form input,
 * its context and its controllable-state hook (~3 kB gzip on /settings' and /edit-profile's first
 * load) bought nothing. docs/decisions/performance.md.
 */
export function Switch({ className, checked: checkedProp, defaultChecked = false, onCheckedChange, onClick, disabled, ...props }: SwitchProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const checked = checkedProp ?? uncontrolled;
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value="on"
      data-slot="switch"
      className={cn(
        "peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors outline-none",
        "before:absolute before:-inset-2 before:content-['']",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50",
        "data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const next = !checked;
        if (checkedProp === undefined) setUncontrolled(next);
        onCheckedChange?.(next);
      }}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        data-disabled={disabled ? "" : undefined}
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
