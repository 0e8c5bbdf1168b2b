import { describe, expect, it } from "vitest";
import { contentRangeHeader, parseRange } from "./range";

describe("parseRange", () => {
  it.each<[string | null, number, ReturnType<typeof parseRange>]>([
    [null, 1000, null],
    ["", 1000, null],
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=100-", 1000, { start: 100, end: 999 }],
    ["bytes=-500", 1000, { start: 500, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=0-0", 1000, { start: 0, end: 0 }],
    ["bytes=999-999", 1000, { start: 999, end: 999 }],
    ["bytes=900-5000", 1000, { start: 900, end: 999 }],
    ["BYTES=0-1", 1000, { start: 0, end: 1 }],
    [" bytes=0-1 ", 1000, { start: 0, end: 1 }],
    ["bytes=1000-", 1000, "unsatisfiable"],
    ["bytes=1000-2000", 1000, "unsatisfiable"],
    ["bytes=-0", 1000, "unsatisfiable"],
    ["bytes=0-", 0, "unsatisfiable"],
    ["bytes=-10", 0, "unsatisfiable"],
    ["bytes=0-99,200-299", 1000, null],
    ["bytes=0-99, 200-", 1000, null],
    ["bytes=99-0", 1000, null],
    ["bytes=-", 1000, null],
    ["bytes=a-b", 1000, null],
    ["bytes=1.5-2", 1000, null],
    ["bytes=--1", 1000, null],
    ["items=0-99", 1000, null],
    ["0-99", 1000, null],
  ])("%j of %i -> %j", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it("formats Content-Range", () => {
    expect(contentRangeHeader({ start: 0, end: 99 }, 1000)).toBe("bytes 0-99/1000");
    expect(contentRangeHeader("unsatisfiable", 1000)).toBe("bytes */1000");
  });
});
