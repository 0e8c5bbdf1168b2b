// Spec section 5: photos are JPEG at quality 0.8 named by timestamp; videos are webm (vp9, then vp8, then plain).
export const PHOTO_QUALITY = 0.8;
export const MAX_RECORDING_MS = 20_000;
export const RECORDER_CHUNK_MS = 100;

export function capturePhoto(video: HTMLVideoElement): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d");
  if (!context || !canvas.width) return Promise.reject(new Error("No camera frame"));
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], `${Date.now()}.jpg`, { type: "image/jpeg" })) : reject(new Error("Encoding failed"))),
      "image/jpeg",
      PHOTO_QUALITY,
    ),
  );
}

export function recorderMimeType(): string {
  const candidates = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"];
  return candidates.find((type) => typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported(type)) ?? "video/webm";
}

export const recordingToFile = (chunks: Blob[]) =>
  new File([new Blob(chunks, { type: "video/webm" })], `${Date.now()}.webm`, { type: "video/webm" });

export const formatClock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
};
