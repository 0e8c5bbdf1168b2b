import { describe, expect, it } from "vitest";
import { avatarImage } from "@/lib/contract/users/display-name";
import { parseVariantKey, variantFields, variantSrc, variantSrcSet, variantUrl } from "./variants";

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

  it("adds widths and placeholder to a reply only when stored", () => {
    expect(variantFields([320, 640], "abc=")).toEqual({ widths: [320, 640], placeholder: "abc=" });
    expect(variantFields([], null)).toEqual({});
    expect(variantFields(null, undefined)).toEqual({});
  });

  it("picks one address for a place without srcset: the narrowest wide enough, else the widest, else the original", () => {
    expect(variantSrc({ url: "/objects/m/a.jpg", widths: [1080, 320, 640] }, 192)).toBe("/objects/m/a.jpg.w320.webp");
    expect(variantSrc({ url: "/objects/m/a.jpg", widths: [320, 640, 1080] }, 400)).toBe("/objects/m/a.jpg.w640.webp");
    expect(variantSrc({ url: "/objects/m/a.png", widths: [120] }, 192)).toBe("/objects/m/a.png.w120.webp");
    expect(variantSrc({ url: "/objects/m/a.jpg" }, 192)).toBe("/objects/m/a.jpg");
  });

  it("gives an avatar its widths only with a photo of our own", () => {
    expect(avatarImage({ profileImageUrl: "/objects/m/a.jpg", profileImageWidths: [320] })).toEqual({ url: "/objects/m/a.jpg", widths: [320] });
    expect(avatarImage({ profileImageUrl: "https://example.com/a.jpg" })).toEqual({ url: "https://example.com/a.jpg" });
    expect(avatarImage({ profileImageUrl: null, profileImageWidths: [320] })).toEqual({ url: "/avatar-placeholder.svg" });
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
