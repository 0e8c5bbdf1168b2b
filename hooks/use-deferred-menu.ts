"use client";

import { useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { useLoadFailureToast } from "@/hooks/use-load-failure-toast";

// the keys that open a Radix dropdown from its trigger
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A ⋯ menu whose Radix dropdown (and the dialogs it opens) load on the first press of its button,
 * outside the screen's first-load JavaScript. `load` resolves to the dropdown component. Spread
 * `triggerProps` on the button: hovering or focusing it starts the download, the first press (or
 * Enter, Space, ArrowDown, as on Radix's trigger) waits for it and then hands back `Menu`, which the
 * caller renders (`<DropdownMenu defaultOpen>` around the same button) so it opens at once. A download
 * that fails (a deploy since the tab opened, no connection) shows a toast and leaves the button as it
 * was: nothing of the failure is kept (no React.lazy, whose rejection would reach the page error), so
 * the next press downloads again.
 */
export function useDeferredMenu<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Menu, setMenu] = useState<ComponentType<P> | null>(null);
  const loading = useRef(false);
  const loadFailed = useLoadFailureToast();
  const open = () => {
    if (loading.current) return;
    loading.current = true;
    load()
      .then((component) => setMenu(() => component), loadFailed)
      .finally(() => (loading.current = false));
  };
  const prefetch = () => void load().catch(() => undefined); // a failed prefetch stays silent: the press tells
  const triggerProps = {
    "aria-haspopup": "menu" as const,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: Menu ? undefined : open,
    onKeyDown: Menu
      ? undefined
      : (event: KeyboardEvent) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          open();
        },
  };
  return { Menu, triggerProps };
}
