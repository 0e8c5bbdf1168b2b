import { describe, expect, it } from "vitest";
import { parseEventInstant, toTokyoInputValue } from "@/lib/contract/events/format";

describe("Tokyo formatting", () => {
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
