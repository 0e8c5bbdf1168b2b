import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isDeclaredTypeCompatible, sniffMedia, type SniffedMedia } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], "free");
};

const ebml = (docType: string) =>
  bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
    [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
    [0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53, 0x80, 0x67],
  );

const image = () => sharp({ create: { width: 8, height: 8, channels: 4, background: "#ff000080" } });

describe("sniffMedia", () => {
  it.each<[string, () => Promise<Buffer>, Partial<SniffedMedia>]>([
    ["jpeg", () => image().jpeg().toBuffer(), { mime: "image/jpeg", ext: "jpg" }],
    ["png", () => image().png().toBuffer(), { mime: "image/png", ext: "png" }],
    ["gif", () => image().gif().toBuffer(), { mime: "image/gif", ext: "gif" }],
    ["webp", () => image().webp().toBuffer(), { mime: "image/webp", ext: "webp" }],
    ["avif", () => image().avif().toBuffer(), { mime: "image/avif", ext: "avif" }],
  ])("recognises a real %s", async (_name, make, expected) => {
    const file = await make();
    expect(sniffMedia(file)).toEqual({ kind: "image", ...expected });
    expect((await fileTypeFromBuffer(file))?.mime).toBe(expected.mime);
  });

  it.each<[string, Buffer, string, string, boolean]>([
    ["heic", ftyp("heic", "mif1", "heic"), "image/heic", "heic", true],
    ["heix", ftyp("heix", "mif1", "heix"), "image/heic", "heic", false],
    ["mif1 + heic", ftyp("mif1", "mif1", "heic"), "image/heic", "heic", false],
    ["mif1", ftyp("mif1", "mif1"), "image/heif", "heif", true],
    ["mp4 isom", ftyp("isom", "isom", "iso2", "avc1", "mp41"), "video/mp4", "mp4", true],
    ["mp4 mp42", ftyp("mp42", "mp42", "isom"), "video/mp4", "mp4", true],
    ["mp4 avc1", ftyp("avc1", "avc1"), "video/mp4", "mp4", false],
    ["m4v", ftyp("M4V ", "M4V ", "mp42"), "video/mp4", "mp4", false],
    ["quicktime", ftyp("qt  ", "qt  "), "video/quicktime", "mov", true],
    ["webm", ebml("webm"), "video/webm", "webm", true],
  ])("recognises a %s header", async (_name, head, mime, ext, crossCheck) => {
    expect(sniffMedia(head)).toEqual({ mime, kind: mime.split("/")[0], ext });
    if (crossCheck) expect((await fileTypeFromBuffer(head))?.mime).toBe(mime);
  });

  it.each<[string, Buffer]>([
    ["svg", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["svg with xml prolog", bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["html", bytes("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>")],
    ["xml", bytes('<?xml version="1.0"?><root/>')],
    ["text", bytes("just some text\n")],
    ["pdf", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")],
    ["matroska", ebml("matroska")],
    ["m4a audio", ftyp("M4A ", "M4A ", "mp42", "isom")],
    ["3gp", ftyp("3gp4", "3gp4", "isom")],
    ["riff wave", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["truncated png", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["empty", Buffer.alloc(0)],
    ["zeros", Buffer.alloc(64)],
  ])("rejects %s", (_name, head) => {
    expect(sniffMedia(head)).toBeNull();
  });
});

describe("isDeclaredTypeCompatible", () => {
  const jpeg: SniffedMedia = { mime: "image/jpeg", kind: "image", ext: "jpg" };
  const webm: SniffedMedia = { mime: "video/webm", kind: "video", ext: "webm" };

  it.each<[string | null, SniffedMedia | null, boolean]>([
    ["image/jpeg", jpeg, true],
    ["image/png", jpeg, true],
    ["IMAGE/JPEG; charset=binary", jpeg, true],
    ["video/webm", jpeg, false],
    ["video/webm;codecs=vp9,opus", webm, true],
    ["video/mp4", webm, true],
    ["image/jpeg", webm, false],
    ["application/octet-stream", webm, true],
    ["", jpeg, true],
    [null, jpeg, true],
    ["image/svg+xml", null, false],
    ["text/html", jpeg, false],
    ["audio/webm", webm, false],
    [null, null, false],
  ])("%j with %j -> %s", (declared, sniffed, expected) => {
    expect(isDeclaredTypeCompatible(declared, sniffed)).toBe(expected);
  });
});
