import { describe, expect, it } from "vitest";
import { tagFromSegment, tagHref } from "./schemas";

describe("tagFromSegment", () => {
  it.each([
    ["%E6%9D%B1%E4%BA%AC", "東京"],
    ["%EF%BC%83%E3%83%97%E3%83%A9%E3%82%A4%E3%83%89", "プライド"], // ＃プライド
    ["Pride", "pride"],
    ["%23Pride", "pride"],
    ["%EF%BC%B0%EF%BD%92%EF%BD%89%EF%BD%84%EF%BD%85", "pride"], // full-width Ｐｒｉｄｅ
  ])("reads %s as %s", (segment, tag) => {
    expect(tagFromSegment(segment)).toBe(tag);
  });

  it.each([["%E6%9D"], ["%"], ["%ED%A0%80"], ["%00ab"], ["123"], ["a%20b"], ["%2523pride"], ["a".repeat(1025)], [""]])("refuses %s", (segment) => {
    expect(tagFromSegment(segment)).toBeNull();
  });

  it("takes decoded text too (a route handler's params), refusing lone surrogates", () => {
    expect(tagFromSegment("東京")).toBe("東京");
    expect(tagFromSegment("ab\uD800")).toBeNull();
  });

  it("round-trips through the page address", () => {
    const href = tagHref("東京");
    expect(href).toBe("/explore/tags/%E6%9D%B1%E4%BA%AC");
    expect(tagFromSegment(href.split("/").pop()!)).toBe("東京");
  });
});
