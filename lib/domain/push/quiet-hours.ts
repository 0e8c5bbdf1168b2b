// server-only, loaded outside Next too
import type { QuietHours } from "@/lib/contract/push/types";

// Quiet hours are minutes after midnight on Tokyo's clock (UTC+9 all year: Japan keeps no daylight
// saving time), stored as two numbers, written "HH:MM" in the API. A start after the end spans midnight.

const TOKYO_OFFSET_MINUTES = 9 * 60;
const DAY = 24 * 60;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function quietHoursOf(start: number | null, end: number | null): QuietHours | null {
  return start === null || end === null ? null : { start: timeOf(start), end: timeOf(end) };
}

/** When the quiet hours around `now` end, or null when `now` is outside them (or there are none). */
export function quietUntil(now: Date, start: number | null, end: number | null): Date | null {
  if (start === null || end === null || start === end) return null;
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + TOKYO_OFFSET_MINUTES) % DAY;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const wholeMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(wholeMinute + ((end - minute + DAY) % DAY) * 60_000);
}
