import { tokyoParts } from "@/lib/core/i18n/format";

// Event instants are stored in UTC and always shown in Tokyo time (EVENT_TIME_ZONE), whatever the
// viewer's zone; how they are written for a reader is lib/core/i18n/format.ts.
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The value of a datetime-local input for this instant, in Tokyo time. */
export function toTokyoInputValue(iso: string | Date) {
  const p = tokyoParts(iso);
  if (!p) throw new RangeError("Invalid time value");
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

// Instants outside these years are typos or probes: PostgreSQL stores some that JavaScript's pg
// parser cannot read back, which once broke the events list for everyone.
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2100;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * An ISO instant from an ISO string; a zone-less date-time (what a datetime-local input gives) is
 * read as Tokyo time (+09:00, Japan has no daylight saving). Null when unparsable or outside
 * EVENT_YEAR_MIN..EVENT_YEAR_MAX (UTC).
 */
export function parseEventInstant(value: string): Date | null {
  const text = value.trim();
  if (text.length > 40) return null;
  const withZone = LOCAL_DATE_TIME.test(text) ? `${text}+09:00` : text;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(withZone)) return null;
  const date = new Date(withZone);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= EVENT_YEAR_MIN && year <= EVENT_YEAR_MAX ? date : null;
}

/** 'izakaya_party' -> 'Izakaya Party' (fallback when a label is missing). */
export function humanizeType(value: string) {
  return value.replaceAll("_", " ").replace(/\b\w/g, (c) => c.toUpperCase());
}
