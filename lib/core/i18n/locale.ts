// Which language a request is served in: the NIJI_LOCALE cookie, else Accept-Language, else English.
export const LOCALES = ["en", "ja"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "NIJI_LOCALE";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const MAX_HEADER_LENGTH = 1024;
const LANGUAGE_RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/;
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

type Range = { tag: string; q: number; order: number };

function parseAcceptLanguage(header: string): Range[] {
  const ranges: Range[] = [];
  header
    .slice(0, MAX_HEADER_LENGTH)
    .split(",")
    .forEach((part, order) => {
      const [rawTag, ...params] = part.split(";").map((s) => s.trim());
      const tag = rawTag.toLowerCase();
      if (!LANGUAGE_RANGE.test(tag)) return;
      let q = 1;
      for (const param of params) {
        const [name, value = ""] = param.split("=").map((s) => s.trim());
        if (name.toLowerCase() !== "q") continue;
        if (!QVALUE.test(value)) return;
        q = Number(value);
      }
      ranges.push({ tag, q, order });
    });
  return ranges;
}

/** The best of our locales for an Accept-Language header (q-values honoured, q=0 refuses), or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = parseAcceptLanguage(header);
  // A plain range ("ja") speaks for our tag exactly; else its regional ranges ("ja-JP") stand in, best first.
  const rangeFor = (locale: Locale) =>
    ranges.find((r) => r.tag === locale) ??
    ranges.filter((r) => r.tag.startsWith(`${locale}-`)).sort((a, b) => b.q - a.q || a.order - b.order)[0];
  const wildcard = ranges.find((r) => r.tag === "*");
  let best: { locale: Locale; q: number; order: number } | null = null;
  for (const locale of LOCALES) {
    const range = rangeFor(locale) ?? wildcard;
    if (!range || range.q === 0) continue;
    if (!best || range.q > best.q || (range.q === best.q && range.order < best.order)) best = { locale, q: range.q, order: range.order };
  }
  return best?.locale ?? null;
}

export function resolveLocale({ cookie, acceptLanguage }: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
