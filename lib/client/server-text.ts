import english from "@/messages/en/errors.json";

// The one table from the API's English texts (validation messages and AppError messages, which stay
// the spec's English in every reply) to catalog keys: the English catalog `errors` itself. An entry
// with {placeholders} matches any text of its shape and hands the captured parts on as arguments;
// an argument named `field` is an English label, translated through `errors.fields` when known.

export type ServerTextMatch = { key: string; values: Record<string, string> };

type Pattern = { key: string; regex: RegExp; names: string[]; specificity: number };

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English text of a catalog entry as written in the JSON. In the Next build next-intl precompiles
 * the catalogs (next.config.mjs), so an entry arrives there as icu-minify's compiled form: the text
 * itself when it has no placeholders, else an array of text parts and `[name]` placeholders. Any other
 * shape (plural, select, markup) is null: the error texts use none (server-text.test.ts checks).
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

function compile(catalog: Record<string, unknown>) {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, entry] of Object.entries(catalog)) {
    const text = sourceText(entry);
    if (text === null) continue;
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const parts = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const regex = new RegExp(`^${parts.map(escape).join("(.*?)")}$`, "s");
    patterns.push({ key, regex, names, specificity: parts.join("").length });
  }
  // the most literal text wins: "Title must be at most {max} characters" before "{field} must be at most {max} characters"
  patterns.sort((a, b) => b.specificity - a.specificity);
  return { exact, patterns };
}

// built on the first server text to translate, not while a page's scripts load
let table: ReturnType<typeof compile> | null = null;
let fieldKeys: Map<string | null, string> | null = null;

/** Which catalog entry a server text is, with its arguments; null for a text the table does not know. */
export function matchServerText(text: string): ServerTextMatch | null {
  if (text.length > 2000) return null;
  table ??= compile(english.messages);
  const key = table.exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of table.patterns) {
    const found = pattern.regex.exec(text);
    if (!found) continue;
    return { key: pattern.key, values: Object.fromEntries(pattern.names.map((name, i) => [name, found[i + 1]])) };
  }
  return null;
}

/** The catalog key of an English field label ("Phone number" -> "phoneNumber"), or null. */
export function fieldKeyOf(label: string) {
  fieldKeys ??= new Map(Object.entries(english.fields as Record<string, unknown>).map(([key, label]) => [sourceText(label), key]));
  return fieldKeys.get(label) ?? null;
}

export type ErrorsTranslator = (key: string, values?: Record<string, string>) => string;

/** The text in the reader's language, through `t` of the `errors` namespace; unknown texts come back as they are. */
export function localizeServerText(text: string, t: ErrorsTranslator): string {
  const match = matchServerText(text);
  if (!match) return text;
  const values = { ...match.values };
  if (values.field !== undefined) {
    const field = fieldKeyOf(values.field);
    if (field) values.field = t(`fields.${field}`);
  }
  return t(`messages.${match.key}`, values);
}
