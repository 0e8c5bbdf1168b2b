import { describe, expect, it } from "vitest";
import { formatMmSs } from "./mm-ss";

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
