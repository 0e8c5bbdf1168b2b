"use client";

import { useEffect, useState } from "react";

/** `value`, once it has stayed the same for `delayMs` (search boxes and filters fetch on the settled value). */
export function useDebounced<T>(value: T, delayMs: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
