// Image variants benchmark (run by hand, never part of npm test): runs photos through the upload's
// processing (processImage, then makeImageVariants and makePlaceholder, docs/decisions/media.md) and
// reports the bytes of the 1080 original and of each WebP variant, the placeholder's size and the time.
//
//   npx tsx --conditions=react-server bench/image-variants.ts <photo.jpg> [more photos…]
// (the repo holds no photos: node_modules/autocannon/test/j5.jpeg is a real 1169×584 street photo)
import { readFile } from "node:fs/promises";
import { makeImageVariants, makePlaceholder } from "../lib/domain/uploads/media/image-variants";
import { processImage } from "../lib/domain/uploads/media/process-image";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const inputs = process.argv.slice(2);
if (inputs.length === 0) throw new Error("usage: bench/image-variants.ts <photo> [more photos…]");
for (const name of inputs) {
  const input = await readFile(name);
  const times: number[] = [];
  let report = "";
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const image = await processImage(input);
    const processed = performance.now();
    const [variants, placeholder] = await Promise.all([makeImageVariants(image), makePlaceholder(image.data)]);
    times.push(performance.now() - processed);
    if (run === 0) {
      report = [
        `${name}: input ${kb(input.length)}; processImage ${(processed - started).toFixed(0)} ms`,
        `  original ${image.ext.toUpperCase()} ${image.width}x${image.height}: ${kb(image.data.length)}`,
        ...variants.map((v) => `  w${v.width}.webp: ${kb(v.data.length)} (${((100 * v.data.length) / image.data.length).toFixed(0)} % of the original)`),
        `  placeholder: ${Buffer.from(placeholder, "base64").length} bytes (${placeholder.length} characters of base64)`,
      ].join("\n");
    }
  }
  times.sort((a, b) => a - b);
  console.log(`${report}\n  variants + placeholder: min ${times[0]!.toFixed(0)} / median ${times[Math.floor(times.length / 2)]!.toFixed(0)} / max ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs`);
}
