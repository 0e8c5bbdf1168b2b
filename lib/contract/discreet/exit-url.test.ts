import { describe, expect, it } from "vitest";
import { defaultExitUrl, isAllowedExitUrl, resolveExitUrl } from "@/lib/contract/discreet/exit-url";

describe("isAllowedExitUrl", () => {
  it.each([
    ["https://www.google.com/search?q=weather", true],
    ["https://weather.yahoo.co.jp/", true],
    ["https://例え.jp/天気", true],
    ["http://www.google.com/", false],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["//evil.example/", false],
    ["/settings", false],
    ["https://user:pass@example.com/", false],
    ["https://", false],
    [" https://example.com/", false],
    ["", false],
    [`https://example.com/${"a".repeat(2100)}`, false],
  ])("%s -> %s", (value, expected) => {
    expect(isAllowedExitUrl(value)).toBe(expected);
  });
});

describe("defaultExitUrl / resolveExitUrl", () => {
  it("searches for the weather in the member's language", () => {
    expect(defaultExitUrl("en")).toBe("https://www.google.com/search?q=weather");
    expect(defaultExitUrl("ja")).toBe("https://www.google.com/search?q=%E5%A4%A9%E6%B0%97");
    expect(defaultExitUrl("fr")).toBe("https://www.google.com/search?q=weather");
  });

  it("uses the chosen address only when it is allowed", () => {
    expect(resolveExitUrl("https://example.com/", "en")).toBe("https://example.com/");
    expect(resolveExitUrl("javascript:alert(1)", "ja")).toBe(defaultExitUrl("ja"));
    expect(resolveExitUrl(null, "en")).toBe(defaultExitUrl("en"));
  });
});
