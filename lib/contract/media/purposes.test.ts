import { describe, expect, it } from "vitest";
import {
  acceptsKind,
  isUploadPurpose,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES_BY_KIND,
  maxBytesFor,
  type MediaKind,
  type UploadPurpose,
} from "./purposes";

const MB10 = 10485760;
const MB50 = 52428800;
const MB100 = 104857600;

describe("upload purposes", () => {
  it.each<[UploadPurpose, MediaKind, number | null]>([
    ["post", "image", MB10],
    ["post", "video", MB50],
    ["comment", "image", MB10],
    ["comment", "video", MB50],
    ["profile", "image", MB50],
    ["profile", "video", null],
    ["background", "video", MB50],
    ["background", "image", null],
    ["story", "image", MB10],
    ["story", "video", MB10],
    ["venue", "image", MB10],
    ["venue", "video", null],
    ["business", "image", MB100],
    ["business", "video", null],
    ["business-edit", "image", MB10],
    ["business-edit", "video", null],
  ])("%s %s -> %s", (purpose, kind, expected) => {
    expect(maxBytesFor(purpose, kind)).toBe(expected);
    expect(acceptsKind(purpose, kind)).toBe(expected !== null);
  });

  it("exposes the largest limits for the raw upload", () => {
    expect(MAX_UPLOAD_BYTES).toBe(MB100);
    expect(MAX_UPLOAD_BYTES_BY_KIND).toEqual({ image: MB100, video: MB50 });
  });

  it("recognises purpose names only", () => {
    expect(isUploadPurpose("business-edit")).toBe(true);
    expect(isUploadPurpose("toString")).toBe(false);
    expect(isUploadPurpose(undefined)).toBe(false);
  });
});
