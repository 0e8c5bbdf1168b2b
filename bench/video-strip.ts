// Video metadata stripping benchmark (run by hand, never part of npm test): pushes a large synthetic
// MP4 (moov after a big mdat, as phones write it) and a WebM through lib/domain/uploads/media/strip-video-metadata in
// 64 KB chunks, as the upload route does, and reports throughput and heap/RSS growth.
//
//   npx tsx --conditions=react-server bench/video-strip.ts              # 50 MB (the video upload limit), 5 runs each
//   BENCH_MB=500 BENCH_RUNS=3 npx tsx bench/video-strip.ts
import { stripVideoMetadata } from "../lib/domain/uploads/media/strip-video-metadata";
import { GPS, mp4WithGps, webmWithGps } from "../tests/support/video-fixtures";

const MB = 1024 * 1024;
const SIZE = Math.round(Number(process.env.BENCH_MB ?? 50) * MB);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHUNK = 64 * 1024;

/** A file of about SIZE bytes: the fixture's metadata with a large media payload. */
const files = {
  mp4: mp4WithGps({ moovFirst: false, mdatSize: SIZE - 4096 }),
  webm: webmWithGps({ clusterBytes: Math.floor(SIZE / 2) }),
};

function source(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(at, at + CHUNK));
        at += CHUNK;
      },
    },
    { highWaterMark: 0 },
  );
}

const rows: string[] = [];
for (const [ext, bytes] of Object.entries(files)) {
  for (let run = 1; run <= RUNS; run++) {
    globalThis.gc?.();
    const heap0 = process.memoryUsage().heapUsed;
    const rss0 = process.memoryUsage().rss;
    let peakHeap = 0;
    let peakRss = 0;
    let out = 0;
    let leaked = false;
    const started = performance.now();
    for await (const chunk of stripVideoMetadata(source(bytes), ext)) {
      out += chunk.byteLength;
      if (!leaked && Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).includes(GPS)) leaked = true;
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed - heap0);
      peakRss = Math.max(peakRss, m.rss - rss0);
    }
    const seconds = (performance.now() - started) / 1000;
    if (out !== bytes.length || leaked) throw new Error(`${ext}: wrong output (${out} of ${bytes.length} bytes, GPS left: ${leaked})`);
    rows.push(`| ${ext} | ${(bytes.length / MB).toFixed(1)} MB | ${run} | ${(bytes.length / MB / seconds).toFixed(0)} MB/s | ${(peakHeap / MB).toFixed(1)} MB | ${(peakRss / MB).toFixed(1)} MB |`);
  }
}
console.log("| file | size | run | throughput | peak heap growth | peak RSS growth |\n| --- | --- | --- | --- | --- | --- |");
console.log(rows.join("\n"));
