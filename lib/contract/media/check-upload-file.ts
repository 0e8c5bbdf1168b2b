import { maxBytesFor, MB, type MediaKind, type UploadPurpose } from "./purposes";

export type UploadFileCheck =
  | { ok: true; kind: MediaKind }
  | { ok: false; problem: "type" }
  | { ok: false; problem: "size"; kind: MediaKind; maxBytes: number; maxMb: number };

/** image/* is an image, video/* a video; anything else is neither. */
export function mediaKindOf(type: string): MediaKind | null {
  return type.startsWith("image/") ? "image" : type.startsWith("video/") ? "video" : null;
}

/**
 * The browser's check before an upload, with the server's limits (PURPOSES): the file is of a kind
 * the purpose takes (and `kinds` allows, when given) and within that kind's size limit.
 * The server checks the real bytes again.
 */
export function checkUploadFile(file: Pick<File, "type" | "size">, purpose: UploadPurpose, kinds?: readonly MediaKind[]): UploadFileCheck {
  const kind = mediaKindOf(file.type);
  const maxBytes = kind && (!kinds || kinds.includes(kind)) ? maxBytesFor(purpose, kind) : null;
  if (!kind || maxBytes === null) return { ok: false, problem: "type" };
  if (file.size > maxBytes) return { ok: false, problem: "size", kind, maxBytes, maxMb: Math.round(maxBytes / MB) };
  return { ok: true, kind };
}
