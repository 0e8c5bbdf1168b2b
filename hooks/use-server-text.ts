"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ApiError } from "@/lib/client/api-client";
import { localizeServerText, matchServerText } from "@/lib/client/server-text";
import { UploadError } from "@/lib/client/upload-file";

/**
 * The one way client code shows a server or validation text: through the table of lib/client/server-text.ts,
 * in the reader's language. `text` translates a message (unknown ones stay as sent); `fromError` the `message`
 * of an API reply (or of a failed upload), else its `code`'s text, else `fallback`.
 */
export function useServerText() {
  const t = useTranslations("errors");
  return useMemo(() => {
    const text = (message: string) => localizeServerText(message, (key, values) => t(key as never, values as never));
    const fromError = (error: unknown, fallback: string) => {
      const message = error instanceof ApiError ? error.serverMessage : error instanceof UploadError ? (error.serverMessage ?? error.message) : null;
      if (message) return text(message);
      // a reply with a code but no message (a proxy's 429, a bare 500): the code's own text
      if (error instanceof ApiError && error.code) return t(`codes.${error.code}`);
      return fallback;
    };
    /** which catalog entry a server text is (the only way client code may tell texts apart) */
    const keyOf = (message: string | null | undefined) => (message ? (matchServerText(message)?.key ?? null) : null);
    return { text, fromError, keyOf };
  }, [t]);
}
