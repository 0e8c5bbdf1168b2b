import { describe, expect, it } from "vitest";
import { decodeEventCursor, encodeEventCursor } from "@/lib/domain/events/cursor";

describe("event cursor", () => {
  it("round-trips both phases and the start of the past section", () => {
    const date = new Date("2030-01-02T03:04:05.678Z");
    for (const cursor of [
      { phase: "upcoming", date, id: "abc_123" },
      { phase: "past", date, id: "xyz-9" },
      { phase: "past", date: null, id: null },
    ] as const) {
      expect(decodeEventCursor(encodeEventCursor(cursor))).toEqual(cursor);
    }
  });

  it.each([
    "",
    "%%%",
    "x".repeat(201),
    Buffer.from("later|2030-01-02T03:04:05.678Z|abc").toString("base64url"),
    Buffer.from("past|2030-13-45T03:04:05.678Z|abc").toString("base64url"),
    Buffer.from("past|2030-01-02T03:04:05.678Z|a b").toString("base64url"),
    Buffer.from("upcoming").toString("base64url"),
  ])("refuses %j", (value) => {
    expect(decodeEventCursor(value)).toBeNull();
  });
});
