"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ErrorsCatalog } from "@/lib/client/server-text";

/**
 * The `errors` namespace as lib/client/server-text.ts takes it: a translator by key with next-intl's
 * `has`. Only the type comes from server-text, so a caller that loads server-text on first failure
 * (hooks/use-api-error.ts) keeps it off the first load.
 */
export function useErrorsCatalog(): ErrorsCatalog {
  const t = useTranslations("errors");
  return useMemo(() => Object.assign((key: string, values?: Record<string, string>) => t(key as never, values as never), { has: (key: string) => t.has(key as never) }), [t]);
}
