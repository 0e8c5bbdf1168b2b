import type { MediaKind } from "@/lib/media/purposes";

export type AcceptedMedia = "image" | "video" | "any";

export type MediaCheck =
  | { ok: true; kind: MediaKind }
  | { ok: false; error: "selectImage" | "selectVideo" | "selectImageOrVideo" }
  | { ok: false; error: "fileTooLarge"; sizeMb: number };

const typeError = (accept: AcceptedMedia) =>
  accept === "image" ? "selectImage" : accept === "video" ? "selectVideo" : "selectImageOrVideo";

/** The dialog's client-side check before any upload; the server checks the real bytes again. */
export function checkMediaFile(file: Pick<File, "type" | "size">, accept: AcceptedMedia, maxBytes: { image?: number; video?: number }): MediaCheck {
  const kind: MediaKind | null = file.type.startsWith("image/") ? "image" : file.type.startsWith("video/") ? "video" : null;
  if (!kind || (accept !== "any" && accept !== kind)) return { ok: false, error: typeError(accept) };
  const max = maxBytes[kind];
  if (max !== undefined && file.size > max) return { ok: false, error: "fileTooLarge", sizeMb: Math.round(max / (1024 * 1024)) };
  return { ok: true, kind };
}

export function acceptAttribute(accept: AcceptedMedia, explicit: boolean): string {
  const images = explicit ? ".jpg,.jpeg,.png,.webp,.gif,.avif,image/jpeg,image/png,image/webp,image/gif,image/avif" : "image/*";
  const videos = explicit ? ".mp4,.mov,.webm,video/mp4,video/quicktime,video/webm" : "video/*";
  if (accept === "image") return images;
  if (accept === "video") return videos;
  return `${images},${videos}`;
}
