import { PHOTO_QUALITY } from "@/lib/client/camera/constants";
import type { Facing } from "./use-camera-stream";

/** The live preview of the front camera is mirrored on screen (CSS), as every camera app does; never the stored media. */
export function previewMirrored(facing: Facing): boolean {
  return facing === "user";
}

/**
 * Grabs the current video frame as a JPEG named `${prefix}${timestamp}.jpg`, unmirrored whichever camera took it:
 * the stored photo shows the scene as the world sees it, like a recorded video from the same camera.
 */
export async function capturePhoto(video: HTMLVideoElement, { prefix }: { prefix: string }): Promise<File> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) throw new Error("The camera has no picture yet");
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No canvas context");
  context.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
  if (!blob) throw new Error("Encoding failed");
  return new File([blob], `${prefix}${Date.now()}.jpg`, { type: "image/jpeg" });
}
