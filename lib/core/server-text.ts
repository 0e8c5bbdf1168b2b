import english from "@/messages/en/errors.json";

// The API's English texts (AppError and validation messages) come from one function, serverText, which
// takes a key of the English catalog's `errors.messages` and remembers which key and values made each
// text. A reply then names its text's key (errorBody in lib/core/errors.ts), and the browser translates
// by key: no client code reads or matches the English wording.

export type ErrorTextKey = keyof typeof english.messages;
export type ErrorTextValues = Record<string, string | number>;
/** Which catalog entry a text is, with the values of its {placeholders} (none: no `values`). */
export type ErrorText = { key: ErrorTextKey; values?: ErrorTextValues };

/**
 * The English text of a catalog entry as written in the JSON. In the Next build next-intl precompiles
 * every catalog under messages/ (next.config.mjs), this one included, so an entry arrives there as
 * icu-minify's compiled form: the text itself when it has no placeholders, else an array of text parts
 * and `[name]` placeholders (vitest and tsx import the raw JSON). Any other shape (plural, select,
 * markup) is null: the error texts use none (lib/client/server-text.test.ts checks).
 */
export function sourceText(entry: unknown): string | null {
  if (typeof entry === "string") return entry;
  if (!Array.isArray(entry)) return null;
  let text = "";
  for (const part of entry as unknown[]) {
    if (typeof part === "string") text += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") text += `{${part[0]}}`;
    else return null;
  }
  return text;
}

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
