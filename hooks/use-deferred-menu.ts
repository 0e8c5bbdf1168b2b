"use client";

import type { ComponentType, KeyboardEvent } from "react";
import { useDeferred } from "@/hooks/use-deferred";

// the keys that open a Radix dropdown from its trigger
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);
// the keys that open a Radix select from its trigger
export const SELECT_OPEN_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * A ⋯ menu whose Radix dropdown (and the dialogs it opens) load on the first press of its button,
 * outside the screen's first-load JavaScript. `load` resolves to the dropdown component. Spread
 * `triggerProps` on the button: hovering or focusing it starts the download, the first press (or
 * Enter, Space, ArrowDown, as on Radix's trigger) waits for it and then hands back `Menu`, which the
 * caller renders (`<DropdownMenu defaultOpen>` around the same button) so it opens at once. A download
 * that fails (a deploy since the tab opened, no connection) shows a toast and leaves the button as it
 * was: nothing of the failure is kept (no React.lazy, whose rejection would reach the page error), so
 * the next press downloads again (the shared hooks/use-deferred.ts).
 */
export function useDeferredMenu<P extends object>(load: () => Promise<ComponentType<P>>) {
  const { Loaded: Menu, triggerProps } = useDeferredPopup(load, OPEN_KEYS);
  return { Menu, triggerProps: { "aria-haspopup": "menu" as const, ...triggerProps } };
}

/**
 * useDeferredMenu's loading for any popup opened from a button (a Radix select: components/ui/select-field.tsx):
 * `openKeys` are the keys that open it from its trigger; the caller sets the trigger's ARIA role.
 */
export function useDeferredPopup<P extends object>(load: () => Promise<ComponentType<P>>, openKeys: ReadonlySet<string>) {
  const { Piece: Menu, open: download, prefetch } = useDeferred(load);
  const open = () => download(); // not the event as `then`
  const triggerProps = {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: Menu ? undefined : open,
    onKeyDown: Menu
      ? undefined
      : (event: KeyboardEvent) => {
          if (!openKeys.has(event.key)) return;
          event.preventDefault();
          open();
        },
  };
  return { Loaded: Menu, triggerProps };
}
