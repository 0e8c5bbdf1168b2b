import { afterEach, describe, expect, it, vi } from "vitest";
import { capturePhoto, previewMirrored } from "./capture-photo";

// jsdom has no canvas: a recording 2D context stands in, and toBlob hands back a JPEG-typed blob.
function fakeCanvas() {
  const context = { translate: vi.fn(), scale: vi.fn(), setTransform: vi.fn(), transform: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done) => done(new Blob(["jpeg"], { type: "image/jpeg" })));
  return context;
}

function frontCameraVideo() {
  const video = document.createElement("video");
  Object.defineProperty(video, "videoWidth", { value: 720 });
  Object.defineProperty(video, "videoHeight", { value: 1280 });
  return video;
}

afterEach(() => vi.restoreAllMocks());

describe("camera mirroring", () => {
  it("mirrors only the live preview of the front camera", () => {
    expect(previewMirrored("user")).toBe(true);
    expect(previewMirrored("environment")).toBe(false);
  });

  it("stores the captured frame unflipped, as the world sees it (like a video from the same camera)", async () => {
    const context = fakeCanvas();
    const video = frontCameraVideo();

    const file = await capturePhoto(video, { prefix: "story-" });

    expect(context.drawImage).toHaveBeenCalledExactlyOnceWith(video, 0, 0, 720, 1280);
    expect(context.scale).not.toHaveBeenCalled();
    expect(context.translate).not.toHaveBeenCalled();
    expect(context.transform).not.toHaveBeenCalled();
    expect(context.setTransform).not.toHaveBeenCalled();
    expect(file.type).toBe("image/jpeg");
    expect(file.name).toMatch(/^story-\d+\.jpg$/);
  });
});
