import { describe, expect, it } from "vitest";
import { avatarUrl, displayName, fullName, PLACEHOLDER_AVATAR } from "@/lib/contract/users/display-name";

describe("displayName", () => {
  it.each([
    [{ name: "Aiko Tanaka", username: "aiko", email: "a@x.jp" }, "Aiko Tanaka"],
    [{ name: "  ", username: "aiko", email: "a@x.jp" }, "aiko"],
    [{ name: null, username: "", email: "kenji@example.jp" }, "kenji"],
    [{ name: null, username: null, email: null }, "User"],
    [null, "User"],
  ])("%j -> %s", (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });

  it("fullName joins first and last, falling back to the display name", () => {
    expect(fullName({ firstName: "Aiko", lastName: "Tanaka" })).toBe("Aiko Tanaka");
    expect(fullName({ username: "aiko" })).toBe("aiko");
  });

  it("uses the placeholder avatar when there is no image", () => {
    expect(avatarUrl({ profileImageUrl: null })).toBe(PLACEHOLDER_AVATAR);
    expect(avatarUrl({ profileImageUrl: "/objects/a.jpg" })).toBe("/objects/a.jpg");
  });
});
