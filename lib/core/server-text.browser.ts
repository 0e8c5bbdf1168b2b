import type { ErrorText, ErrorTextKey, ErrorTextValues } from "@/lib/core/server-text";
import { sourceText } from "@/lib/core/source-text";

// lib/core/server-text.ts as the browser bundle has it (next.config.mjs aliases it for the browser only;
// the server, its rendering of client components, vitest and tsx keep the English one). The browser never
// shows a text serverText made as it is: a form's zod message and a failed upload's text reach the
// member only through lib/client/server-text.ts, by the key recorded here. So the text is the key and
// its values, and the English table stays out of every screen's JavaScript.

export type { ErrorText, ErrorTextKey, ErrorTextValues };
export { sourceText };

/** Bounded in practice (the schemas' texts and a few upload failures), capped in case one is not. */
const REGISTRY_MAX = 10_000;
const made = new Map<string, ErrorText>();

/** A text naming `errors.messages.<key>` and its values (not its English wording); textKeyOf knows it afterwards. */
export function serverText(key: ErrorTextKey, values?: ErrorTextValues): string {
  const text = values ? `${key} ${JSON.stringify(values)}` : key;
  if (!made.has(text) && made.size < REGISTRY_MAX) made.set(text, values ? { key, values } : { key });
  return text;
}

/**
 * Whether `key` can name an entry of `errors.messages` (letters and digits, as every key is, and not a
 * property every object has); whether the catalog has it is the translator's answer (errorText asks).
 */
export function isErrorTextKey(key: unknown): key is ErrorTextKey {
  return typeof key === "string" && /^[A-Za-z0-9]+$/.test(key) && !(key in Object.prototype);
}

/** Which catalog entry a text made by serverText is (exact lookup); null for any other text. */
export function textKeyOf(text: string): ErrorText | null {
  return made.get(text) ?? null;
}
