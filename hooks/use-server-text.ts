"use client";

import { useMemo } from "react";
import { useErrorsCatalog } from "@/hooks/use-errors-catalog";
import { errorText, localizeServerText } from "@/lib/client/server-text";

/**
 * The one way client code shows a server or validation text, in the reader's language, by its catalog
 * key (lib/client/server-text.ts). `text` translates a text serverText made (a zod message of a form;
 * others stay as they are); `fromError` an API reply by its `messageKey` (or a failed upload: the
 * server's reason, else its own text), else the text of its `code`, else `fallback`.
 */
export function useServerText() {
  const translate = useErrorsCatalog();
  return useMemo(() => {
    const text = (message: string) => localizeServerText(message, translate);
    const fromError = (error: unknown, fallback: string) => errorText(error, fallback, translate);
    return { text, fromError };
  }, [translate]);
}
