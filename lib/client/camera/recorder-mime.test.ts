import { describe, expect, it } from "vitest";
import { pickRecorderMimeType } from "./recorder-mime";

describe("pickRecorderMimeType", () => {
  it("prefers vp9, then vp8, then plain webm, else lets the browser choose", () => {
    expect(pickRecorderMimeType(() => true)).toBe("video/webm;codecs=vp9");
    expect(pickRecorderMimeType((t) => !t.includes("vp9"))).toBe("video/webm;codecs=vp8");
    expect(pickRecorderMimeType((t) => t === "video/webm")).toBe("video/webm");
    expect(pickRecorderMimeType(() => false)).toBe("");
  });
});
