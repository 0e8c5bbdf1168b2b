import english from "@/messages/en/errors.json";

// The one table from the API's English texts (validation messages and AppError messages, which stay
// the spec's English in every reply) to catalog keys: the English catalog `errors` itself. An entry
// with {placeholders} matches any text of its shape and hands the captured parts on as arguments;
// an argument named `field` is an English label, translated through `errors.fields` when known.

export type ServerTextMatch = { key: string; values: Record<string, string> };

type Pattern = { key: string; regex: RegExp; names: string[]; specificity: number };

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(messages: Record<string, string>) {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of Object.entries(messages)) {
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

const table = compile(english.messages);
const fieldKeys = new Map(Object.entries(english.fields).map(([key, label]) => [label, key]));

/** Which catalog entry a server text is, with its arguments; null for a text the table does not know. */
export function matchServerText(text: string): ServerTextMatch | null {
  if (text.length > 2000) return null;
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
