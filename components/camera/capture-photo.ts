import { PHOTO_QUALITY } from "@/lib/stories/constants";

/** Grabs the current video frame as a JPEG (quality 0.8) named by timestamp. */
export async function capturePhoto(video: HTMLVideoElement, mirror: boolean): Promise<File> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) throw new Error("The camera has no picture yet");
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No canvas context");
  if (mirror) {
    // the front camera preview is mirrored; the photo matches what the member saw
    context.translate(width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
  if (!blob) throw new Error("Encoding failed");
  return new File([blob], `story-${Date.now()}.jpg`, { type: "image/jpeg" });
}
