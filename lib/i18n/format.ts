import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { ja } from "date-fns/locale/ja";
import type { Locale } from "@/i18n/locale";

// The one place dates, relative times, numbers and yen are written for a screen. English keeps the
// spec's patterns ('EEEE, MMMM d at h:mm a', 'MMM d, h:mm a', 'x ago'); Japanese gets the formats
// Japanese readers expect (11月26日(木) 19:00). Every instant is shown in Tokyo time, wherever the
// reader is. Pure functions of (value, locale): usable on the server, in the browser and in tests.

export const DISPLAY_TIME_ZONE = "Asia/Tokyo";

export type DateStyle = "event" | "short" | "day" | "dateTime";

const PATTERNS: Record<Locale, Record<DateStyle, string>> = {
  en: {
    /** 'Saturday, June 7 at 7:00 PM' (spec) */
    event: "EEEE, MMMM d 'at' h:mm a",
    /** 'Jun 7, 10:00 PM' (spec) */
    short: "MMM d, h:mm a",
    /** 'Jun 7, 2026' */
    day: "MMM d, yyyy",
    /** 'Jun 7, 2026, 10:00 PM' */
    dateTime: "MMM d, yyyy, h:mm a",
  },
  ja: {
    /** '6月7日(土) 19:00' */
    event: "M月d日(E) H:mm",
    /** '6月7日 22:00' */
    short: "M月d日 H:mm",
    /** '2026年6月7日' */
    day: "yyyy年M月d日",
    /** '2026年6月7日 22:00' */
    dateTime: "yyyy年M月d日 H:mm",
  },
};

const inTokyo = (value: string | Date) => new TZDate(new Date(value).getTime(), DISPLAY_TIME_ZONE);

/** An instant in Tokyo time, in one of the app's styles; "" for an unreadable value (never throws). */
export function formatDate(value: string | Date, style: DateStyle, locale: Locale) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  return format(inTokyo(value), PATTERNS[locale][style], locale === "ja" ? { locale: ja } : undefined);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * '5 minutes ago' / '5分前'; under a minute (or a clock a little ahead) `nowLabel` ('now', 'たった今')
 * instead of '0 seconds ago'. The whole text comes from one locale, so no mixes like '6 seconds前'.
 */
export function formatTimeAgo(value: string | Date, locale: Locale, nowLabel: string, now: number = Date.now()) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return "";
  const seconds = Math.floor((now - time) / 1000);
  if (seconds < 60) return nowLabel;
  const [unit, size] = UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? UNITS[UNITS.length - 1];
  const text = new Intl.RelativeTimeFormat(locale, { numeric: "always" }).format(-Math.floor(seconds / size), unit);
  // Intl writes '5 分前'; Japanese sets numbers and units without a space
  return locale === "ja" ? text.replace(/\s+/g, "") : text;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A count with the locale's separators: 1,234. */
export function formatNumber(value: number, locale: Locale) {
  let formatter = numberFormats.get(locale);
  if (!formatter) numberFormats.set(locale, (formatter = new Intl.NumberFormat(locale === "ja" ? "ja-JP" : "en-US")));
  return formatter.format(value);
}

const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY", maximumFractionDigits: 0 });

/** null or 0 -> the 'Free' label (from the catalog); else '¥1,500' in both languages (the spec: a yen sign, Japanese number format). */
export function formatYen(price: number | null, freeLabel: string) {
  if (price === null || price === 0) return freeLabel;
  return yen.format(price).replace("￥", "¥");
}
