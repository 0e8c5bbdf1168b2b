"use client";

import * as React from "react";

import { cn } from "@/lib/client/cn";

/*
 * Tabs: the WAI-ARIA tabs pattern with automatic activation, with Radix Tabs' API, roles, ids and data
 * attributes (data-state="active" | "inactive", data-orientation, data-disabled). Our own rather than
 * Radix's (issue #34): Radix Tabs brought its roving-focus group, collection, presence and
 * controllable-state modules (~6-7 kB gzip) onto the first load of /profile, /explore and /messages,
 * which show tabs at once. Behaviour kept from Radix:
 * - a press (mouse button 0 without Ctrl, a touch, Enter or Space) or focus selects a tab;
 * - only the selected tab is in the Tab order; ←/→ move to the previous/next enabled tab (wrapping),
 *   Home/End to the first/last, and moving selects;
 * - a tab names its panel (aria-controls) and the panel is labelled by its tab; an unselected panel
 *   stays in the page, hidden and empty (its children unmount), unless `forceMount`.
 * docs/decisions/performance.md.
 */

type TabsContextValue = { baseId: string; value: string | undefined; select: (value: string) => void };
const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`${part} must be inside <Tabs>`);
  return context;
}

// ids as Radix makes them: one per value, safe for any value text
const idOf = (baseId: string, part: "trigger" | "content", value: string) => `${baseId}-${part}-${value.replace(/\s+/g, "-")}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, value: valueProp, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const controlled = valueProp !== undefined;
  const select = React.useCallback(
    (next: string) => {
      if (next === value) return;
      if (!controlled) setUncontrolled(next);
      onValueChange?.(next);
    },
    [controlled, value, onValueChange],
  );
  const context = React.useMemo(() => ({ baseId, value, select }), [baseId, value, select]);
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-3", className)} {...props} />
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
  PageUp: () => 0,
  PageDown: (_i, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      data-orientation="horizontal"
      className={cn(
        "inline-flex h-11 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = NEXT_KEYS[event.key];
        if (event.defaultPrevented || !move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
        if (tabs.length === 0) return;
        event.preventDefault();
        const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
        const from = current === -1 ? tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true") : current;
        tabs[move(Math.max(from, 0), tabs.length)]?.focus(); // focusing a tab selects it (onFocus below)
      }}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<React.ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ className, value, disabled, onMouseDown, onKeyDown, onFocus, onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, "trigger", value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, "content", value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none",
        "hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        "disabled:pointer-events-none disabled:opacity-50",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented || disabled) return;
        // as Radix: the main button without Ctrl selects; any other press must not move focus (and select) either
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && !disabled && (event.key === " " || event.key === "Enter")) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        // a click without a mousedown (assistive technology, element.click()) selects too; a Ctrl-press does not
        if (!event.defaultPrevented && !disabled && !event.ctrlKey) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = React.ComponentProps<"div"> & { value: string; forceMount?: boolean };

export function TabsContent({ className, value, forceMount, children, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, "content", value)}
      aria-labelledby={idOf(tabs.baseId, "trigger", value)}
      tabIndex={0}
      hidden={!selected && !forceMount}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn("flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    >
      {selected || forceMount ? children : null}
    </div>
  );
}
