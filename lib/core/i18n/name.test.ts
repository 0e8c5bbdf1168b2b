import { describe, expect, it } from "vitest";
import { formatName } from "@/lib/core/i18n/name";
import { fullName } from "@/lib/contract/users/display-name";

describe("formatName", () => {
  it("writes English given name first", () => {
    expect(formatName("Sakura", "Yamada", "en")).toBe("Sakura Yamada");
    expect(formatName("さくら", "山田", "en")).toBe("さくら 山田");
  });

  it("writes Japanese family name first, with one space", () => {
    expect(formatName("さくら", "山田", "ja")).toBe("山田 さくら");
    expect(formatName("太郎", "山田", "ja")).toBe("山田 太郎");
    expect(formatName("Sakura", "Yamada", "ja")).toBe("Yamada Sakura");
  });

  it.each(["en", "ja"] as const)("handles missing and blank parts in %s", (locale) => {
    expect(formatName("さくら", null, locale)).toBe("さくら");
    expect(formatName(undefined, "山田", locale)).toBe("山田");
    expect(formatName("  ", " 山田 ", locale)).toBe("山田");
    expect(formatName(" さくら ", "", locale)).toBe("さくら");
    expect(formatName(null, undefined, locale)).toBe("");
  });

  it("is what fullName uses, falling back to the display name", () => {
    expect(fullName({ firstName: "さくら", lastName: "山田" }, "ja")).toBe("山田 さくら");
    expect(fullName({ firstName: "Aiko", lastName: "Tanaka" }, "en")).toBe("Aiko Tanaka");
    expect(fullName({ username: "aiko" }, "ja")).toBe("aiko");
  });
});
