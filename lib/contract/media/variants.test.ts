import { describe, expect, it } from "vitest";
import { parseVariantKey, variantSrcSet, variantUrl } from "./variants";

describe("image variants", () => {
  it("names a variant after its original", () => {
    expect(variantUrl("/objects/m/ab12.jpg", 320)).toBe("/objects/m/ab12.jpg.w320.webp");
  });

  it("lists only the widths that exist in the srcset, none for old uploads", () => {
    expect(variantSrcSet("/objects/m/a.jpg", [320, 640, 1080])).toBe("/objects/m/a.jpg.w320.webp 320w, /objects/m/a.jpg.w640.webp 640w, /objects/m/a.jpg.w1080.webp 1080w");
    expect(variantSrcSet("/objects/m/a.png", [200])).toBe("/objects/m/a.png.w200.webp 200w");
    expect(variantSrcSet("/objects/m/a.jpg", [])).toBeUndefined();
    expect(variantSrcSet("/objects/m/a.jpg", undefined)).toBeUndefined();
  });

  it.each([
    ["m/ab12.jpg.w320.webp", { originalKey: "m/ab12.jpg", width: 320 }],
    ["m/ab12.png.w1080.webp", { originalKey: "m/ab12.png", width: 1080 }],
    ["m/ab12.jpg", null],
    ["m/ab12.jpg.w0.webp", null],
    ["m/ab12.jpg.w1081.webp", null],
    ["m/ab12.jpg.w032.webp", null],
    [".w320.webp", null],
    ["m/a.jpg.w320.webp.w320.webp", null],
    ["m/ab12.jpg.w320.webp.png", null],
  ])("parses %s", (key, parsed) => {
    expect(parseVariantKey(key)).toEqual(parsed);
  });
});
