import sharp from "sharp";
import { getStorage } from "@/lib/data/storage";

// Demo pictures are drawn here (SVG rendered to JPEG by sharp), so the seed needs no network.
const PALETTES = [
  ["#e40303", "#ff8c00", "#ffd400"],
  ["#008026", "#24408e", "#732982"],
  ["#5bcefa", "#f5a9b8", "#ffffff"],
  ["#d52d00", "#ff9a56", "#d362a4"],
  ["#078d70", "#98e8c1", "#7bade2"],
  ["#3d1a78", "#b57edc", "#fcf434"],
  ["#ff218c", "#ffd800", "#21b1ff"],
  ["#a3a3a3", "#800080", "#000000"],
];

function svg(seed: number, label: string, width: number, height: number) {
  const [a, b, c] = PALETTES[seed % PALETTES.length];
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed * 97 + i * 173) % width) | 0;
    const y = ((seed * 53 + i * 211) % height) | 0;
    const r = 60 + ((seed * 31 + i * 47) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? c : b}" fill-opacity="0.35"/>`;
  }).join("");
  const safe = label.replace(/[<>&"]/g, "");
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  <text x="50%" y="88%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 16)}" font-weight="700" fill="#ffffff" text-anchor="middle">${safe}</text>
</svg>`);
}

/** Draws a demo picture and stores it once; returns its objectPath. */
export async function demoImage(key: string, seed: number, label: string, size: { width: number; height: number } = { width: 1080, height: 1080 }) {
  const storage = getStorage();
  const objectKey = `demo/${key}.jpg`;
  if (!(await storage.stat(objectKey))) {
    const data = await sharp(svg(seed, label, size.width, size.height)).jpeg({ quality: 80 }).toBuffer();
    await storage.put(objectKey, data, { contentType: "image/jpeg" });
  }
  return `/objects/${objectKey}`;
}
