import type { Locale } from "@/lib/core/i18n/locale";

// The one place dates, relative times, numbers and yen are written for a screen. English keeps the
// spec's patterns ('EEEE, MMMM d at h:mm a', 'MMM d, h:mm a', 'x ago'); Japanese gets the formats
// Japanese readers expect (11月26日(木) 19:00). Every instant is shown in Tokyo time, wherever the
// reader is. Pure functions of (value, locale): usable on the server, in the browser and in tests.
// Written over Intl alone (no date library), so the browser's first load stays small.

export const DISPLAY_TIME_ZONE = "Asia/Tokyo";

export type DateStyle = "event" | "short" | "day" | "dateTime";

/** The calendar fields of an instant in Tokyo time (month 1-12, weekday 0 = Sunday, hour 0-23). */
export type TokyoParts = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

const WEEKDAYS_EN = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const WEEKDAYS_JA = ["日", "月", "火", "水", "木", "金", "土"];
const MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// Tokyo has kept UTC+9 without daylight saving since September 1951, so from 1952 on an instant's
// Tokyo fields are its UTC fields nine hours later, with no Intl object to build on a page's first load.
// Earlier instants (Japan's 1948-1951 summer time, local mean time before 1888) ask Intl.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1952, 0, 1);
/** Intl's Tokyo clock, field by field (en-US names, 24 h): what the arithmetic below must agree with. */
export const TOKYO_CLOCK: Intl.DateTimeFormatOptions = {
  timeZone: DISPLAY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
};
let intlClock: Intl.DateTimeFormat | null = null;

function intlParts(time: number): TokyoParts {
  intlClock ??= new Intl.DateTimeFormat("en-US", TOKYO_CLOCK);
  const parts: Record<string, string> = {};
  for (const part of intlClock.formatToParts(time)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS_EN.findIndex((name) => name.startsWith(parts.weekday ?? "")),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** An instant's fields in Tokyo time; null for an unreadable value. */
export function tokyoParts(value: string | Date): TokyoParts | null {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  if (time < FIXED_OFFSET_SINCE) return intlParts(time);
  const shifted = new Date(time + TOKYO_OFFSET_MS);
  // the last few hours of the Date range shift past its end: Intl still reads them
  if (Number.isNaN(shifted.getTime())) return intlParts(time);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const clock12 = (p: TokyoParts) => `${p.hour % 12 || 12}:${pad(p.minute)} ${p.hour < 12 ? "AM" : "PM"}`;
const clock24 = (p: TokyoParts) => `${p.hour}:${pad(p.minute)}`;
const monthShort = (p: TokyoParts) => MONTHS_EN[p.month - 1].slice(0, 3);

const PATTERNS: Record<Locale, Record<DateStyle, (p: TokyoParts) => string>> = {
  en: {
    /** 'Saturday, June 7 at 7:00 PM' (spec) */
    event: (p) => `${WEEKDAYS_EN[p.weekday]}, ${MONTHS_EN[p.month - 1]} ${p.day} at ${clock12(p)}`,
    /** 'Jun 7, 10:00 PM' (spec) */
    short: (p) => `${monthShort(p)} ${p.day}, ${clock12(p)}`,
    /** 'Jun 7, 2026' */
    day: (p) => `${monthShort(p)} ${p.day}, ${p.year}`,
    /** 'Jun 7, 2026, 10:00 PM' */
    dateTime: (p) => `${monthShort(p)} ${p.day}, ${p.year}, ${clock12(p)}`,
  },
  ja: {
    /** '6月7日(土) 19:00' */
    event: (p) => `${p.month}月${p.day}日(${WEEKDAYS_JA[p.weekday]}) ${clock24(p)}`,
    /** '6月7日 22:00' */
    short: (p) => `${p.month}月${p.day}日 ${clock24(p)}`,
    /** '2026年6月7日' */
    day: (p) => `${p.year}年${p.month}月${p.day}日`,
    /** '2026年6月7日 22:00' */
    dateTime: (p) => `${p.year}年${p.month}月${p.day}日 ${clock24(p)}`,
  },
};

/** An instant in Tokyo time, in one of the app's styles; "" for an unreadable value (never throws). */
export function formatDate(value: string | Date, style: DateStyle, locale: Locale) {
  const parts = tokyoParts(value);
  return parts ? PATTERNS[locale][style](parts) : "";
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

// Intl formatters are built on first use and kept: building one costs far more than formatting with it,
// and a module-level one would be built while a page's scripts load even when it shows no such text.
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

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
  let relative = relativeFormats.get(locale);
  if (!relative) relativeFormats.set(locale, (relative = new Intl.RelativeTimeFormat(locale, { numeric: "always" })));
  const text = relative.format(-Math.floor(seconds / size), unit);
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

let yen: Intl.NumberFormat | null = null;

/** null or 0 -> the 'Free' label (from the catalog); else '¥1,500' in both languages (the spec: a yen sign, Japanese number format). */
export function formatYen(price: number | null, freeLabel: string) {
  if (price === null || price === 0) return freeLabel;
  yen ??= new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY", maximumFractionDigits: 0 });
  return yen.format(price).replace("￥", "¥");
}
