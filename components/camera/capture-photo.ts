import { PHOTO_QUALITY } from "@/lib/camera/constants";

/** Grabs the current video frame as a JPEG named `${prefix}${timestamp}.jpg`; `mirror` flips it like the front-camera preview. */
export async function capturePhoto(video: HTMLVideoElement, { mirror, prefix }: { mirror: boolean; prefix: string }): Promise<File> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) throw new Error("The camera has no picture yet");
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No canvas context");
  if (mirror) {
    context.translate(width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", PHOTO_QUALITY));
  if (!blob) throw new Error("Encoding failed");
  return new File([blob], `${prefix}${Date.now()}.jpg`, { type: "image/jpeg" });
}
