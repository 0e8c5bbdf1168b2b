import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDate, formatNumber, formatTimeAgo, formatYen, TOKYO_CLOCK, tokyoParts } from "./format";

describe("formatDate", () => {
  it("writes the spec's English patterns in Tokyo time", () => {
    // 10:00 UTC is 19:00 in Tokyo
    expect(formatDate("2026-06-06T10:00:00.000Z", "event", "en")).toBe("Saturday, June 6 at 7:00 PM");
    expect(formatDate("2026-06-06T13:30:00.000Z", "short", "en")).toBe("Jun 6, 10:30 PM");
    // crosses midnight into the next Tokyo day
    expect(formatDate("2026-12-31T16:00:00.000Z", "short", "en")).toBe("Jan 1, 1:00 AM");
    expect(formatDate("2026-12-31T16:00:00.000Z", "day", "en")).toBe("Jan 1, 2027");
    expect(formatDate(new Date("2026-06-06T10:05:00.000Z"), "dateTime", "en")).toBe("Jun 6, 2026, 7:05 PM");
    // midnight and noon on the 12-hour clock
    expect(formatDate("2026-06-05T15:05:00.000Z", "short", "en")).toBe("Jun 6, 12:05 AM");
    expect(formatDate("2026-06-06T03:00:00.000Z", "event", "en")).toBe("Saturday, June 6 at 12:00 PM");
  });

  it("writes Japanese dates the Japanese way, with the weekday in kanji and a 24-hour clock", () => {
    expect(formatDate("2026-11-26T10:00:00.000Z", "event", "ja")).toBe("11月26日(木) 19:00");
    expect(formatDate("2026-06-06T00:05:00.000Z", "event", "ja")).toBe("6月6日(土) 9:05");
    expect(formatDate("2026-12-31T16:00:00.000Z", "short", "ja")).toBe("1月1日 1:00");
    expect(formatDate("2026-12-31T16:00:00.000Z", "day", "ja")).toBe("2027年1月1日");
    expect(formatDate("2026-06-06T13:30:00.000Z", "dateTime", "ja")).toBe("2026年6月6日 22:30");
  });

  it("gives an empty text for an unreadable value instead of throwing", () => {
    expect(formatDate("not a date", "event", "en")).toBe("");
    expect(formatDate("", "day", "ja")).toBe("");
  });
});

describe("formatTimeAgo", () => {
  const now = Date.parse("2026-11-23T12:00:00.000Z");
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it.each([
    [0, "now", "たった今"],
    [6, "now", "たった今"],
    [59, "now", "たった今"],
    [-30, "now", "たった今"],
    [60, "1 minute ago", "1分前"],
    [5 * 60 + 59, "5 minutes ago", "5分前"],
    [3600, "1 hour ago", "1時間前"],
    [23 * 3600, "23 hours ago", "23時間前"],
    [2 * 86400, "2 days ago", "2日前"],
    [45 * 86400, "1 month ago", "1か月前"],
    [800 * 86400, "2 years ago", "2年前"],
  ])("%i s -> %j / %j", (seconds, english, japanese) => {
    expect(formatTimeAgo(ago(seconds), "en", "now", now)).toBe(english);
    expect(formatTimeAgo(ago(seconds), "ja", "たった今", now)).toBe(japanese);
  });

  it("never mixes languages or says '0 seconds'", () => {
    for (const seconds of [0, 1, 6, 30, 61, 4000, 90000]) {
      const ja = formatTimeAgo(ago(seconds), "ja", "たった今", now);
      expect(ja).not.toMatch(/[a-z]/i);
      expect(formatTimeAgo(ago(seconds), "en", "now", now)).not.toMatch(/second|[^\x20-\x7e]/);
    }
  });

  it("gives an empty text for an unreadable value", () => {
    expect(formatTimeAgo("soon", "en", "now", now)).toBe("");
  });
});

describe("formatNumber and formatYen", () => {
  it("separates thousands in both languages", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "ja")).toBe("1,234,567");
    expect(formatNumber(0, "ja")).toBe("0");
  });

  it("shows Free or yen with separators and no decimals", () => {
    expect(formatYen(null, "Free")).toBe("Free");
    expect(formatYen(0, "無料")).toBe("無料");
    expect(formatYen(1500, "Free")).toBe("¥1,500");
    expect(formatYen(1234567, "Free")).toBe("¥1,234,567");
    expect(formatYen(1500.4, "Free")).toBe("¥1,500");
  });
});

describe("tokyoParts", () => {
  const clock = new Intl.DateTimeFormat("en-US", TOKYO_CLOCK);
  const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  function byIntl(time: number) {
    const p = Object.fromEntries(clock.formatToParts(time).map((part) => [part.type, part.value]));
    return { year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: WEEKDAYS.indexOf(p.weekday), hour: Number(p.hour) % 24, minute: Number(p.minute) };
  }
  const MAX = 8.64e15;

  it("reads every instant as Intl's Asia/Tokyo clock does, from 1952 to the end of the Date range", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1952, 0, 1), max: MAX }), (time) => {
        expect(tokyoParts(new Date(time))).toEqual(byIntl(time));
      }),
      { numRuns: 3000 },
    );
  });

  it("asks Intl before 1952: Japan's summer time of 1948-1951 and local mean time", () => {
    for (const iso of ["1949-07-01T00:30:00Z", "1951-09-07T15:30:00Z", "1880-01-01T00:00:00Z", "0050-03-01T00:00:00Z"]) {
      expect(tokyoParts(iso), iso).toEqual(byIntl(Date.parse(iso)));
    }
    expect(tokyoParts("1949-07-01T00:30:00Z")?.hour).toBe(10); // UTC+10 in that summer
  });

  it("keeps the edges: midnight, the turn of a year, the last instants of the Date range, unreadable input", () => {
    expect(tokyoParts("2026-12-31T15:00:00Z")).toEqual({ year: 2027, month: 1, day: 1, weekday: 5, hour: 0, minute: 0 });
    expect(tokyoParts("2026-06-07T02:59:00Z")).toEqual({ year: 2026, month: 6, day: 7, weekday: 0, hour: 11, minute: 59 });
    for (const time of [MAX, MAX - 1, MAX - 9 * 3600_000, MAX - 9 * 3600_000 + 1]) expect(tokyoParts(new Date(time)), String(time)).toEqual(byIntl(time));
    expect(tokyoParts("not a date")).toBeNull();
    expect(tokyoParts(new Date(Number.NaN))).toBeNull();
  });
});
