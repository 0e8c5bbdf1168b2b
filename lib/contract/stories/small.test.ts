import { describe, expect, it } from "vitest";
import { storyCutoff } from "./constants";
import { storyAgeHours } from "./story-age";

describe("storyAgeHours", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  it.each([
    ["2026-01-01T11:30:00Z", 0],
    ["2026-01-01T11:00:00Z", 1],
    ["2026-01-01T00:30:00Z", 11],
    ["2026-01-01T12:05:00Z", 0],
    ["not a date", 0],
  ])("%s -> %i", (createdAt, hours) => expect(storyAgeHours(createdAt, now)).toBe(hours));
});

describe("storyCutoff", () => {
  it("is 24 hours before now", () => {
    expect(storyCutoff(new Date("2026-01-02T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});
