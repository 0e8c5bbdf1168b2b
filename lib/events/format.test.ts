import { describe, expect, it } from "vitest";
import { formatEventDate, formatEventShort, formatYen, parseEventInstant, toTokyoInputValue } from "@/lib/events/format";

describe("Tokyo formatting", () => {
  it("shows UTC instants in Asia/Tokyo with the spec's formats", () => {
    // 10:00 UTC is 19:00 in Tokyo
    expect(formatEventDate("2026-06-06T10:00:00.000Z")).toBe("Saturday, June 6 at 7:00 PM");
    expect(formatEventShort("2026-06-06T13:30:00.000Z")).toBe("Jun 6, 10:30 PM");
    // crosses midnight into the next Tokyo day
    expect(formatEventShort("2026-12-31T16:00:00.000Z")).toBe("Jan 1, 1:00 AM");
  });

  it("reads zone-less input as Tokyo time and keeps explicit zones", () => {
    expect(parseEventInstant("2026-06-06T19:00")?.toISOString()).toBe("2026-06-06T10:00:00.000Z");
    expect(parseEventInstant("2026-06-06T10:00:00.000Z")?.toISOString()).toBe("2026-06-06T10:00:00.000Z");
    expect(parseEventInstant("2026-06-06T19:00:00+09:00")?.toISOString()).toBe("2026-06-06T10:00:00.000Z");
    expect(parseEventInstant("tomorrow")).toBeNull();
    expect(parseEventInstant("2026-13-45T99:00")).toBeNull();
    expect(parseEventInstant("1717660800000")).toBeNull();
    // outside 2000-2100 in UTC, whatever the written zone
    expect(parseEventInstant("9999-12-31T23:59:59-14:00")).toBeNull();
    expect(parseEventInstant("0000-01-01T00:00:00+14:00")).toBeNull();
    expect(parseEventInstant("2100-12-31T23:59:59-14:00")).toBeNull();
    expect(parseEventInstant("2000-01-01T00:00:00Z")?.toISOString()).toBe("2000-01-01T00:00:00.000Z");
    expect(toTokyoInputValue("2026-06-06T10:00:00.000Z")).toBe("2026-06-06T19:00");
  });
});

describe("formatYen", () => {
  it("shows Free or yen with separators and no decimals", () => {
    expect(formatYen(null, "Free")).toBe("Free");
    expect(formatYen(0, "Free")).toBe("Free");
    expect(formatYen(1500, "Free")).toBe("¥1,500");
    expect(formatYen(1234567, "Free")).toBe("¥1,234,567");
  });
});
