import sharp from "sharp";
import { thumbHashToApproximateAspectRatio, thumbHashToAverageRGBA } from "thumbhash";
import { describe, expect, it } from "vitest";
import { makeImageVariants, makePlaceholder } from "./image-variants";
import { processImage } from "./process-image";

const SECRET = "niji-secret-owner";

/** A photo with EXIF (GPS), XMP and an ICC profile, as a phone writes one. */
async function phonePhoto(width: number, height: number, background = "#e40303") {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withIccProfile("p3")
    .withExif({ IFD0: { Copyright: SECRET }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 40/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "139/1 45/1 0/1" } })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${SECRET}</rdf:Description></rdf:RDF></x:xmpmeta>`)
    .toBuffer();
}

describe("makeImageVariants", () => {
  it("makes WebP copies at 320, 640 and the image's own width, without any metadata", async () => {
    const image = await processImage(await phonePhoto(3000, 2000));
    const variants = await makeImageVariants(image);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1080]);
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta).toMatchObject({ format: "webp", width: variant.width, height: Math.round((variant.width * 2) / 3) });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.data.toString("latin1")).not.toContain(SECRET);
    }
  });

  it("never enlarges: a narrow image gets the widths below its own and its own", async () => {
    expect((await makeImageVariants(await processImage(await phonePhoto(500, 500)))).map((v) => v.width)).toEqual([320, 500]);
    expect((await makeImageVariants(await processImage(await phonePhoto(200, 100)))).map((v) => v.width)).toEqual([200]);
  });

  it("keeps transparency", async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: "#24408e80" } }).png().toBuffer();
    const [small] = await makeImageVariants(await processImage(png));
    expect(await sharp(small!.data).metadata()).toMatchObject({ format: "webp", width: 320, hasAlpha: true });
  });
});

describe("makePlaceholder", () => {
  it("is a ThumbHash of a few dozen bytes carrying the image's colour and shape", async () => {
    const image = await processImage(await phonePhoto(2000, 1000, "#0000ff"));
    const placeholder = await makePlaceholder(image.data);
    expect(placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const hash = Buffer.from(placeholder, "base64");
    expect(hash.length).toBeLessThanOrEqual(40);
    expect(thumbHashToApproximateAspectRatio(hash)).toBeCloseTo(2, 0);
    const { r, g, b } = thumbHashToAverageRGBA(hash);
    expect(b).toBeGreaterThan(0.8);
    expect(Math.max(r, g)).toBeLessThan(0.2);
  });
});
