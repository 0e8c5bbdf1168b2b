import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, icsDate } from "@/lib/domain/events/ical";

describe("iCalendar", () => {
  it("escapes TEXT per RFC 5545", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("writes UTC basic-format times", () => {
    expect(icsDate(new Date("2026-06-06T10:00:00.123Z"))).toBe("20260606T100000Z");
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const line = `DESCRIPTION:${"虹".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
  });

  it("builds a calendar with the required properties and CRLF endings", () => {
    const ics = buildIcs({
      uid: "abc@niji",
      start: new Date("2026-06-06T10:00:00Z"),
      end: new Date("2026-06-06T13:00:00Z"),
      stamp: new Date("2026-01-01T00:00:00Z"),
      summary: "Pride, drinks; fun",
      location: "Shinjuku 2-chome",
      description: "Line one\nLine two",
    });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("\r\nUID:abc@niji\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20260101T000000Z\r\n");
    expect(ics).toContain("\r\nDTSTART:20260606T100000Z\r\nDTEND:20260606T130000Z\r\n");
    expect(ics).toContain("\r\nSUMMARY:Pride\\, drinks\\; fun\r\n");
    expect(ics).toContain("\r\nDESCRIPTION:Line one\\nLine two\r\n");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});
