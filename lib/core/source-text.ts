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
