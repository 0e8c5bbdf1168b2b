import { describe, expect, it } from "vitest";
import { createEscapeDetector } from "@/lib/client/escape-detector";

describe("createEscapeDetector", () => {
  it("fires on the third Escape within 1.5 s", () => {
    const press = createEscapeDetector();
    expect(press("Escape", 0)).toBe(false);
    expect(press("Escape", 500)).toBe(false);
    expect(press("Escape", 1400)).toBe(true);
  });

  it("does not fire when the presses are spread over more than 1.5 s", () => {
    const press = createEscapeDetector();
    expect(press("Escape", 0)).toBe(false);
    expect(press("Escape", 1000)).toBe(false);
    expect(press("Escape", 1600)).toBe(false);
    // the last two are still within the window: one more completes a triple
    expect(press("Escape", 2000)).toBe(true);
  });

  it("another key in between starts over", () => {
    const press = createEscapeDetector();
    press("Escape", 0);
    press("Escape", 100);
    expect(press("a", 200)).toBe(false);
    expect(press("Escape", 300)).toBe(false);
    expect(press("Escape", 400)).toBe(false);
    expect(press("Escape", 500)).toBe(true);
  });

  it("starts over after firing", () => {
    const press = createEscapeDetector();
    press("Escape", 0);
    press("Escape", 1);
    expect(press("Escape", 2)).toBe(true);
    expect(press("Escape", 3)).toBe(false);
  });
});
