import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

// Renders the installable app's PNG icons from the SVGs in public/ (run by hand after changing them:
// `npx tsx scripts/generate-icons.ts`; the PNGs are committed). Niji's rainbow heart on white, and the
// neutral notepad discreet mode installs instead. "maskable" icons keep the glyph inside the central
// 60 % (the safe zone a launcher's mask never cuts); "any" icons and the apple-touch-icon use 72 %.
const root = path.join(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "public", "icons");

const ICONS = [
  { svg: "logo.svg", name: "niji", background: "#ffffff" },
  { svg: "notes-icon.svg", name: "notes", background: "#f5f5f4" },
];
const SIZES = [
  { suffix: "192", size: 192, glyph: 0.72 },
  { suffix: "512", size: 512, glyph: 0.72 },
  { suffix: "maskable-192", size: 192, glyph: 0.6 },
  { suffix: "maskable-512", size: 512, glyph: 0.6 },
  { suffix: "apple-touch-icon", size: 180, glyph: 0.72 },
];

async function main() {
  await mkdir(out, { recursive: true });
  for (const icon of ICONS) {
    const svg = await readFile(path.join(root, "public", icon.svg));
    for (const { suffix, size, glyph } of SIZES) {
      const inner = Math.round(size * glyph);
      const art = await sharp(svg, { density: 600 }).resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
      const file = path.join(out, `${icon.name}-${suffix}.png`);
      await sharp({ create: { width: size, height: size, channels: 4, background: icon.background } })
        .composite([{ input: art, gravity: "center" }])
        .flatten({ background: icon.background })
        .removeAlpha()
        .png({ compressionLevel: 9 })
        .toFile(file);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
}

void main();
