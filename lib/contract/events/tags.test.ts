import { describe, expect, it } from "vitest";
import { normalizeTags, tagsWithinLimits, visibleTags } from "@/lib/contract/events/tags";

describe("normalizeTags", () => {
  it("trims, drops empties and duplicates (case-insensitively), keeps order", () => {
    expect(normalizeTags([" drinks ", "", "Drinks", "queer  friendly", "  "])).toEqual(["drinks", "queer friendly"]);
  });
  it("splits comma-separated text", () => {
    expect(normalizeTags("a, b,,a , c")).toEqual(["a", "b", "c"]);
  });
  it("checks limits", () => {
    expect(tagsWithinLimits(["x".repeat(40)])).toBe(true);
    expect(tagsWithinLimits(["x".repeat(41)])).toBe(false);
    expect(tagsWithinLimits(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe(false);
  });
  it("shows up to 3 and counts the rest", () => {
    expect(visibleTags(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleTags(["a"], 3)).toEqual({ shown: ["a"], more: 0 });
  });
});
