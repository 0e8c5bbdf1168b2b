// Where Quick Exit goes: an https address the member chose, or a weather search in their language.
export const EXIT_URL_MAX = 2048;

const WEATHER_QUERY: Record<string, string> = { en: "weather", ja: "天気" };

/** The default neutral site: a weather search, worded in the member's language. */
export function defaultExitUrl(locale: string) {
  const query = WEATHER_QUERY[locale] ?? WEATHER_QUERY.en;
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}

/** True for an absolute https URL with a host and no credentials; anything else (javascript:, http:, relative) is refused. */
export function isAllowedExitUrl(value: string) {
  if (value.length === 0 || value.length > EXIT_URL_MAX || value.trim() !== value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
}

/** The address Quick Exit replaces the page with. */
export function resolveExitUrl(exitUrl: string | null | undefined, locale: string) {
  return exitUrl && isAllowedExitUrl(exitUrl) ? exitUrl : defaultExitUrl(locale);
}
