import { describe, expect, it } from "vitest";
import { isLocale, localeFromAcceptLanguage, resolveLocale } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["ja", "ja"],
    ["ja-JP", "ja"],
    ["JA-jp", "ja"],
    ["en-US,en;q=0.9", "en"],
    ["en-GB", "en"],
    ["ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7", "ja"],
    ["en-US,en;q=0.9,ja;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,ja;q=0.5,en;q=0.4", "ja"],
    ["en;q=0.5, ja;q=0.6", "ja"],
    ["ja;q=0.5, en;q=0.5", "ja"],
    ["en;q=0.5, ja;q=0.5", "en"],
    ["ja;q=0, en", "en"],
    ["ja;q=0.000, en;q=0.1", "en"],
    ["en;q=0, ja-JP;q=0.2", "ja"],
    ["ja;q=0, ja-JP", null],
    ["ja-JP;q=0.1, ja-Hira;q=0.9, en;q=0.5", "ja"],
    ["*", "en"],
    ["*;q=0.5, en;q=0", "ja"],
    ["fr, *;q=0.1", "en"],
    ["fr-FR", null],
    ["zh-Hant-TW, ko", null],
    ["", null],
    ["   ", null],
    [",,,;;;", null],
    ["ja;q=abc, en", "en"],
    ["ja;q=1.5, en;q=0.2", "en"],
    ["ja;q=-1, en;q=0.2", "en"],
    ["ja;q=, en;q=0.2", "en"],
    ["ja ; q = 0.9 , en ; q = 0.8", "ja"],
    ["ja;level=1;q=0.9, en;q=0.8", "ja"],
    ["日本語, en", "en"],
    ["ja\u0000, en", "en"],
    ["<script>, ja", "ja"],
    ["en-", null],
  ])("%j -> %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });

  it("takes null and undefined", () => {
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it("reads only the start of a huge header and does not throw", () => {
    expect(localeFromAcceptLanguage(`${"x-foo;q=0.1,".repeat(100_000)}ja`)).toBeNull();
    expect(localeFromAcceptLanguage(`ja,${"x".repeat(1_000_000)}`)).toBe("ja");
  });
});

describe("resolveLocale", () => {
  it("prefers the cookie", () => {
    expect(resolveLocale({ cookie: "ja", acceptLanguage: "en-US" })).toBe("ja");
    expect(resolveLocale({ cookie: "en", acceptLanguage: "ja-JP" })).toBe("en");
  });

  it.each(["", "JA", "ja-JP", "fr", "en;", "__proto__", "constructor", "ja\u0000", "%6A%61", "x".repeat(10_000)])(
    "ignores the cookie %j and falls back to Accept-Language",
    (cookie) => {
      expect(resolveLocale({ cookie, acceptLanguage: "ja-JP,ja;q=0.9" })).toBe("ja");
      expect(resolveLocale({ cookie, acceptLanguage: "en-US" })).toBe("en");
    },
  );

  it("falls back to English", () => {
    expect(resolveLocale({})).toBe("en");
    expect(resolveLocale({ cookie: null, acceptLanguage: null })).toBe("en");
    expect(resolveLocale({ cookie: "de", acceptLanguage: "de-DE,fr;q=0.8" })).toBe("en");
    expect(resolveLocale({ acceptLanguage: "ja;q=0, en;q=0" })).toBe("en");
  });
});

describe("isLocale", () => {
  it("knows exactly en and ja", () => {
    expect(["en", "ja", "EN", "ja-JP", "", null, undefined, 1, {}].map(isLocale)).toEqual([true, true, false, false, false, false, false, false, false]);
  });
});
