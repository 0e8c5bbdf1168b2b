import { describe, expect, it } from "vitest";
import { workerCount } from "./cluster";

describe("workerCount", () => {
  it("runs one server unless asked, one per core for auto, else the number given", () => {
    expect(workerCount(undefined, 8)).toBe(1);
    expect(workerCount("auto", 8)).toBe(8);
    expect(workerCount("3", 8)).toBe(3);
  });
});
