import { checkUploadFile } from "@/lib/contract/media/check-upload-file";
import type { MediaKind, UploadPurpose } from "@/lib/contract/media/purposes";

export type AcceptedMedia = "image" | "video" | "any";

export type MediaCheck =
  | { ok: true; kind: MediaKind }
  | { ok: false; error: "selectImage" | "selectVideo" | "selectImageOrVideo" }
  | { ok: false; error: "fileTooLarge"; sizeMb: number };

const typeError = (accept: AcceptedMedia) =>
  accept === "image" ? "selectImage" : accept === "video" ? "selectVideo" : "selectImageOrVideo";

/** The dialog's check before any upload, with the purpose's limits; the server checks the real bytes again. */
export function checkMediaFile(file: Pick<File, "type" | "size">, accept: AcceptedMedia, purpose: UploadPurpose): MediaCheck {
  const check = checkUploadFile(file, purpose, accept === "any" ? undefined : [accept]);
  if (check.ok) return check;
  return check.problem === "type" ? { ok: false, error: typeError(accept) } : { ok: false, error: "fileTooLarge", sizeMb: check.maxMb };
}

export function acceptAttribute(accept: AcceptedMedia, explicit: boolean): string {
  const images = explicit ? ".jpg,.jpeg,.png,.webp,.gif,.avif,image/jpeg,image/png,image/webp,image/gif,image/avif" : "image/*";
  const videos = explicit ? ".mp4,.mov,.webm,video/mp4,video/quicktime,video/webm" : "video/*";
  if (accept === "image") return images;
  if (accept === "video") return videos;
  return `${images},${videos}`;
}
