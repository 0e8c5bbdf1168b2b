import "server-only";
import type { MediaKind } from "@/lib/contract/media/purposes";

export type SniffedMedia = { mime: string; kind: MediaKind; ext: string };

/** Bytes to read before sniffing; enough for every signature below. */
export const SNIFF_BYTES = 4100;

const ascii = (head: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...head.subarray(start, end));

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
const HEIF_BRANDS = new Set(["mif1", "msf1", "heif"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
const MP4_BRANDS = new Set([
  "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "mp71",
  "avc1", "M4V ", "M4VH", "M4VP", "dash", "MSNV", "f4v ",
]);

const media = (mime: string, kind: MediaKind, ext: string): SniffedMedia => ({ mime, kind, ext });

// ISO base media file: [size][ftyp][major brand][minor version][compatible brands...]
function sniffFtyp(head: Uint8Array): SniffedMedia | null {
  if (head.length < 12 || ascii(head, 4, 8) !== "ftyp") return null;
  const major = ascii(head, 8, 12);
  const boxSize = new DataView(head.buffer, head.byteOffset, 4).getUint32(0);
  const brands = [major];
  for (let i = 16; i + 4 <= Math.min(boxSize, head.length); i += 4) brands.push(ascii(head, i, i + 4));

  if (AVIF_BRANDS.has(major)) return media("image/avif", "image", "avif");
  if (HEIC_BRANDS.has(major)) return media("image/heic", "image", "heic");
  if (HEIF_BRANDS.has(major)) {
    if (brands.some((b) => AVIF_BRANDS.has(b))) return media("image/avif", "image", "avif");
    if (brands.some((b) => HEIC_BRANDS.has(b))) return media("image/heic", "image", "heic");
    return media("image/heif", "image", "heif");
  }
  if (major === "qt  ") return media("video/quicktime", "video", "mov");
  if (MP4_BRANDS.has(major)) return media("video/mp4", "video", "mp4");
  return null; // audio-only (M4A), 3GP and anything else
}

// EBML header: find the DocType element (0x4282) and read its string.
function sniffEbml(head: Uint8Array): SniffedMedia | null {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const limit = Math.min(head.length, 256);
  for (let i = 4; i + 3 < limit; i++) {
    if (head[i] !== 0x42 || head[i + 1] !== 0x82) continue;
    const sizeByte = head[i + 2] ?? 0;
    if (!(sizeByte & 0x80)) return null; // only 1-byte size vints are used in practice
    const len = sizeByte & 0x7f;
    const docType = ascii(head, i + 3, Math.min(i + 3 + len, head.length));
    return docType === "webm" ? media("video/webm", "video", "webm") : null;
  }
  return null;
}

/** Identifies an accepted image or video from its first bytes; anything else (SVG, HTML, PDF, text...) is null. */
export function sniffMedia(head: Uint8Array): SniffedMedia | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return media("image/jpeg", "image", "jpg");
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return media("image/png", "image", "png");
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")) {
    return media("image/gif", "image", "gif");
  }
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") {
    return media("image/webp", "image", "webp");
  }
  return sniffFtyp(head) ?? sniffEbml(head);
}

/** A declared image/* must sniff as an image and video/* as a video; an empty or generic declaration defers to the bytes. */
export function isDeclaredTypeCompatible(declared: string | null | undefined, sniffed: SniffedMedia | null): boolean {
  if (!sniffed) return false;
  const type = (declared ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "" || type === "application/octet-stream") return true;
  if (type.startsWith("image/")) return sniffed.kind === "image";
  if (type.startsWith("video/")) return sniffed.kind === "video";
  return false;
}
