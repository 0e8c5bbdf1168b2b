"use client";

import { useState, type KeyboardEvent } from "react";

// the keys that open a Radix dropdown from its trigger
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A ⋯ menu whose Radix dropdown (and the dialogs it opens) load on the first press of its button,
 * outside the screen's first-load JavaScript. Spread `triggerProps` on the button: hovering or focusing
 * it starts the download, the first press (or Enter, Space, ArrowDown, as on Radix's trigger) mounts the
 * menu (`used`), which then renders `<DropdownMenu defaultOpen>` around the same button and opens at once.
 */
export function useDeferredMenu(load: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const triggerProps = {
    "aria-haspopup": "menu" as const,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: used ? undefined : () => setUsed(true),
    onKeyDown: used
      ? undefined
      : (event: KeyboardEvent) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          setUsed(true);
        },
  };
  return { used, triggerProps };
}
