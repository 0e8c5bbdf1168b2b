import { describe, expect, it } from "vitest";
import { checkUploadFile, mediaKindOf } from "./check-upload-file";

const MB = 1024 * 1024;
const file = (type: string, size: number) => ({ type, size });

describe("mediaKindOf", () => {
  it.each([
    ["image/jpeg", "image"],
    ["video/webm;codecs=vp9", "video"],
    ["text/plain", null],
    ["", null],
  ])("%s -> %s", (type, kind) => expect(mediaKindOf(type)).toBe(kind));
});

describe("checkUploadFile", () => {
  it("accepts a file of a kind the purpose takes, up to its limit", () => {
    expect(checkUploadFile(file("image/png", 10 * MB), "post")).toEqual({ ok: true, kind: "image" });
    expect(checkUploadFile(file("video/mp4", 50 * MB), "post")).toEqual({ ok: true, kind: "video" });
    expect(checkUploadFile(file("image/jpeg", 100 * MB), "business")).toEqual({ ok: true, kind: "image" });
  });

  it("refuses one byte over the purpose's limit for the kind", () => {
    expect(checkUploadFile(file("image/png", 10 * MB + 1), "post")).toEqual({ ok: false, problem: "size", kind: "image", maxBytes: 10 * MB, maxMb: 10 });
    expect(checkUploadFile(file("video/webm", 10 * MB + 1), "story")).toEqual({ ok: false, problem: "size", kind: "video", maxBytes: 10 * MB, maxMb: 10 });
    expect(checkUploadFile(file("image/jpeg", 10 * MB + 1), "business-edit")).toMatchObject({ problem: "size", maxMb: 10 });
  });

  it("refuses a kind the purpose or the caller does not take", () => {
    expect(checkUploadFile(file("text/plain", 1), "post")).toEqual({ ok: false, problem: "type" });
    expect(checkUploadFile(file("video/mp4", 1), "profile")).toEqual({ ok: false, problem: "type" });
    expect(checkUploadFile(file("image/png", 1), "background")).toEqual({ ok: false, problem: "type" });
    expect(checkUploadFile(file("video/mp4", 1), "post", ["image"])).toEqual({ ok: false, problem: "type" });
  });
});
