import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { InvalidImageError, processImage } from "./process-image";

const SECRET = "niji-secret-owner";

// Left half red, right half blue; orientation 6 means "rotate 90° clockwise to display".
async function orientedPhoto(width: number, height: number) {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: SECRET, Make: "NijiCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 40/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "139/1 45/1 0/1" },
    })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${SECRET}</rdf:Description></rdf:RDF></x:xmpmeta>`)
    .toBuffer();
}

async function pixel(data: Buffer, x: number, y: number) {
  const { data: px } = await sharp(data).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...px.subarray(0, 3)];
}

const tmp = await mkdtemp(path.join(tmpdir(), "niji-img-"));
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe("processImage", () => {
  it("applies orientation, resizes to 1080 wide and strips EXIF, GPS and XMP", async () => {
    const input = await orientedPhoto(3000, 1500);
    const before = await sharp(input).metadata();
    expect(before.exif?.length).toBeGreaterThan(100);
    expect(before.xmp).toBeDefined();

    const out = await processImage(input);
    expect(out).toMatchObject({ mime: "image/jpeg", ext: "jpg", width: 1080, height: 2160 });

    const meta = await sharp(out.data).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1080, height: 2160 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.data.toString("latin1")).not.toContain(SECRET);
    expect(out.data.toString("latin1")).not.toContain("NijiCam");

    const [top] = await pixel(out.data, 540, 100);
    const [bottom] = await pixel(out.data, 540, 2060);
    expect(top).toBeGreaterThan(200); // red half now on top
    expect(bottom).toBeLessThan(50);
  });

  it("never enlarges and reads from a file path", async () => {
    const file = path.join(tmp, "small.jpg");
    await writeFile(file, await orientedPhoto(400, 200));
    const out = await processImage(file);
    expect(out).toMatchObject({ mime: "image/jpeg", width: 200, height: 400 });
    expect((await sharp(out.data).metadata()).exif).toBeUndefined();
  });

  it("keeps PNG with its transparency", async () => {
    const png = await sharp({ create: { width: 2000, height: 500, channels: 4, background: "#00ff0040" } }).png().toBuffer();
    const out = await processImage(png);
    expect(out).toMatchObject({ mime: "image/png", ext: "png", width: 1080, height: 270 });
    expect((await sharp(out.data).metadata()).hasAlpha).toBe(true);
  });

  it("turns an animated GIF into an animated WebP with every frame", async () => {
    const px = Buffer.alloc(50 * 150 * 4);
    for (let i = 0; i < px.length; i += 4) px.set([Math.floor(i / 10_000) * 100, 80, 0, 255], i);
    const gif = await sharp(px, { raw: { width: 50, height: 150, channels: 4, pageHeight: 50 } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    const out = await processImage(gif);
    expect(out).toMatchObject({ mime: "image/webp", width: 50, height: 50 });
    expect((await sharp(out.data, { animated: true }).metadata()).pages).toBe(3);
  });

  it("re-encodes an opaque WebP photo as JPEG and keeps a transparent one as WebP", async () => {
    const opaque = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } }).webp().toBuffer();
    const clear = await sharp({ create: { width: 20, height: 20, channels: 4, background: "#12345600" } }).webp().toBuffer();
    expect((await processImage(opaque)).mime).toBe("image/jpeg");
    expect((await processImage(clear)).mime).toBe("image/webp");
  });

  it("caps very tall images at 4320 px", async () => {
    const tall = await sharp({ create: { width: 500, height: 10_000, channels: 3, background: "#fff" } }).png().toBuffer();
    expect(await processImage(tall)).toMatchObject({ width: 216, height: 4320 });
  });

  it.each<[string, () => Promise<Buffer>, string]>([
    ["SVG", async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), "unsupported"],
    ["a video header", async () => Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isommp42", "latin1"), "unsupported"],
    ["garbage after a JPEG signature", async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), "corrupt"],
    ["a truncated JPEG", async () => (await orientedPhoto(400, 400)).subarray(0, 600), "corrupt"],
    ["a PNG claiming 200 megapixels", hugePng, "too-many-pixels"],
  ])("rejects %s with InvalidImageError", async (_name, make, reason) => {
    const err = await processImage(await make()).catch((e) => e);
    expect(err).toBeInstanceOf(InvalidImageError);
    expect(err.reason).toBe(reason);
  });
});

// A valid 1x1 PNG whose IHDR is patched to 20000x10000 (with a correct CRC): rejected before decoding.
async function hugePng() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer();
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(10_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
