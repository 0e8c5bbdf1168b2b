import english from "@/messages/en/errors.json";
import { sourceText } from "@/lib/core/source-text";

// The API's English texts (AppError and validation messages) come from one function, serverText, which
// takes a key of the English catalog's `errors.messages` and remembers which key and values made each
// text. A reply then names its text's key (errorBody in lib/core/errors.ts), and the browser translates
// by key: no client code reads or matches the English wording.
// In the browser bundle next.config.mjs puts ./server-text.browser.ts in this module's place: the browser
// shows these texts only translated by key, so it needs neither the English table (5.4 kB gzip) nor its wording.

export type ErrorTextKey = keyof typeof english.messages;
export type ErrorTextValues = Record<string, string | number>;
/** Which catalog entry a text is, with the values of its {placeholders} (none: no `values`). */
export type ErrorText = { key: ErrorTextKey; values?: ErrorTextValues };

export { sourceText };

const PLACEHOLDER = /\{(\w+)\}/g;
/** Texts made with values; bounded (limits, labels, a retry delay), capped in case one is not. */
const REGISTRY_MAX = 10_000;
const made = new Map<string, ErrorText>();
// the entries without placeholders: each is one fixed text, known before any code produced it
let fixed: Map<string, ErrorTextKey> | null = null;

/** The English text of `errors.messages.<key>` with its {placeholders} filled in; textKeyOf knows it afterwards. */
export function serverText(key: ErrorTextKey, values?: ErrorTextValues): string {
  const template = sourceText(english.messages[key]) ?? key;
  if (!values) return template;
  const text = template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
  if (!made.has(text) && made.size < REGISTRY_MAX) made.set(text, { key, values });
  return text;
}

/** Whether `key` names an entry of `errors.messages` (a reply's `messageKey` is checked before use). */
export function isErrorTextKey(key: unknown): key is ErrorTextKey {
  return typeof key === "string" && Object.hasOwn(english.messages, key);
}

/** Which catalog entry a text made by serverText is (exact lookup, no pattern matching); null for any other text. */
export function textKeyOf(text: string): ErrorText | null {
  if (!fixed) {
    fixed = new Map();
    for (const [key, entry] of Object.entries(english.messages)) {
      const source = sourceText(entry);
      if (source !== null && !/\{\w+\}/.test(source) && !fixed.has(source)) fixed.set(source, key as ErrorTextKey);
    }
  }
  const key = fixed.get(text);
  return key ? { key } : (made.get(text) ?? null);
}
