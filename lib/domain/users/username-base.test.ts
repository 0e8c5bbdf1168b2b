import { describe, expect, it } from "vitest";
import { romanizeKana, usernameBase, withDigits } from "@/lib/domain/users/username-base";

describe("usernameBase", () => {
  it.each([
    ["Aiko", "aiko"],
    ["José", "jose"],
    ["Zoë-Ann", "zoeann"],
    ["Søren", "soren"],
    ["さくら", "sakura"],
    ["ユウキ", "yuuki"],
    ["きょうこ", "kyouko"],
    ["しょうた", "shouta"],
    ["けんじ", "kenji"],
    ["はっとり", "hattori"],
    ["Ｍｉｋａ", "mika"],
    ["  ", "member"],
    ["", "member"],
    [null, "member"],
    ["太郎", "member"],
    ["🌈", "member"],
    ["Alexandrinaaaaaaaaaaaaaaaa", "alexandrinaaaaaaaaaa"],
  ])("%j → %s", (name, base) => {
    expect(usernameBase(name)).toBe(base);
  });

  it("keeps to the allowed username charset", () => {
    for (const name of ["O'Brien", "Ana María", "李", "x.y_z"]) expect(usernameBase(name)).toMatch(/^[a-z0-9]{3,20}$/);
  });
});

describe("romanizeKana", () => {
  it("leaves non-kana text alone", () => {
    expect(romanizeKana("Ren")).toBe("Ren");
  });
});

describe("withDigits", () => {
  it("adds the asked number of digits", () => {
    expect(withDigits("aiko", 4, () => 0.42)).toBe("aiko4444");
    expect(withDigits("member", 6)).toMatch(/^member\d{6}$/);
  });
});
