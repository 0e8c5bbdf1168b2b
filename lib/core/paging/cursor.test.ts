import { describe, expect, it } from "vitest";
import { decodeCursor, decodeSectionCursor, encodeCursor, encodeSectionCursor } from "@/lib/core/paging/cursor";

const at = new Date("2026-01-02T03:04:05.678Z");

describe("keyset cursor", () => {
  it.each([
    { at, id: "cabc123" },
    { at, id: "with_under-score_1" },
    { at: new Date(0), id: "a" },
    { at: new Date("1969-07-20T20:17:40.000Z"), id: "moon" },
    { at: new Date("9999-12-31T23:59:59.999Z"), id: "x".repeat(64) },
  ])("round-trips a time and an id (%#), in URL-safe characters", (after) => {
    const raw = encodeCursor(after);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw)).toEqual(after);
  });

  it("reads the page position only: the same values give the same cursor", () => {
    expect(encodeCursor({ at, id: "b" })).toBe(encodeCursor({ at: new Date(at.getTime()), id: "b" }));
    expect(decodeCursor("1_zzz")).toEqual({ at: new Date(1), id: "zzz" });
  });

  it.each([
    "",
    "!!",
    "abc",
    "1_",
    "_abc",
    "../x",
    "1_a b",
    "1_%E0%A4%A",
    "1_" + "x".repeat(65),
    "x".repeat(10_000),
    "99999999999999999_x",
    // beyond the years a SQL timestamp reads back (0001-9999)
    "253402300800000_x",
    "-62135596800001_x",
    "\ud800",
    // the old codecs' cursors: base64url of "createdAt|id", an event's phase, a bare member id
    Buffer.from("2026-01-01T00:00:00.000Z|abc").toString("base64url"),
    Buffer.from("nope|x y").toString("base64url"),
    Buffer.from('{"t":"nope","id":5}').toString("base64url"),
    "past",
    "cmabcdefghijklmnopqrstuvw",
  ])("refuses %j", (raw) => {
    expect(decodeCursor(raw)).toBeNull();
  });
});

describe("sectioned cursor", () => {
  const sections = ["upcoming", "past"] as const;

  it.each([
    { section: "upcoming", after: { at, id: "abc_123" } },
    { section: "past", after: { at, id: "xyz-9" } },
    { section: "past", after: null },
  ] as const)("round-trips $section", (cursor) => {
    const raw = encodeSectionCursor(cursor);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSectionCursor(raw, sections)).toEqual(cursor);
  });

  it.each([
    "",
    "%%%",
    "later",
    `later-${at.getTime()}_abc`,
    `past-${at.getTime()}_a b`,
    `past-${at.getTime()}_`,
    "past-",
    `PAST-${at.getTime()}_abc`,
    // a plain list's cursor is not a sectioned one, and the other way round
    `${at.getTime()}_abc`,
  ])("refuses %j", (raw) => {
    expect(decodeSectionCursor(raw, sections)).toBeNull();
  });

  it("is refused by a plain list", () => {
    expect(decodeCursor(encodeSectionCursor({ section: "past", after: { at, id: "abc" } }))).toBeNull();
    expect(decodeCursor(encodeSectionCursor({ section: "past", after: null }))).toBeNull();
  });
});
