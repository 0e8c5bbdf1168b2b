import { describe, expect, it } from "vitest";
import { storyCutoff } from "./constants";
import { formatMmSs } from "./mm-ss";
import { pickRecorderMimeType } from "./recorder-mime";
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

describe("formatMmSs", () => {
  it.each([
    [0, "00:00"],
    [999, "00:00"],
    [2000, "00:02"],
    [20_000, "00:20"],
    [75_500, "01:15"],
    [-5, "00:00"],
  ])("%i ms -> %s", (ms, text) => expect(formatMmSs(ms)).toBe(text));
});

describe("pickRecorderMimeType", () => {
  it("prefers vp9, then vp8, then plain webm, else lets the browser choose", () => {
    expect(pickRecorderMimeType(() => true)).toBe("video/webm;codecs=vp9");
    expect(pickRecorderMimeType((t) => !t.includes("vp9"))).toBe("video/webm;codecs=vp8");
    expect(pickRecorderMimeType((t) => t === "video/webm")).toBe("video/webm");
    expect(pickRecorderMimeType(() => false)).toBe("");
  });
});

describe("storyCutoff", () => {
  it("is 24 hours before now", () => {
    expect(storyCutoff(new Date("2026-01-02T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});
