import { describe, expect, it } from "vitest";
import { el, NMEA, TRACK_NAME, walkWebm, WEBM_ID, webmWithGpsTrack } from "@/tests/support/video-fixtures";
import { InvalidVideoError, stripVideoMetadata } from "./strip-video-metadata";
import { MAX_WEBM_ELEMENTS, WEBM_BYTES_PER_ELEMENT } from "./strip-webm";

async function strip(bytes: Buffer, chunk = 7): Promise<Buffer> {
  let at = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunk)));
      at += chunk;
    },
  });
  const out: Uint8Array[] = [];
  for await (const part of stripVideoMetadata(source, "webm")) out.push(part);
  return Buffer.concat(out);
}

describe("stripWebm: track names and non-video/audio tracks", () => {
  it.each([
    ["known sizes", false],
    ["unknown-size Segment and Clusters (MediaRecorder)", true],
  ])("voids track names and a GPS subtitle track with its blocks, with %s", async (_name, recorder) => {
    const { file, videoBlocks } = webmWithGpsTrack({ recorder });
    expect(file.includes(NMEA) && file.includes(TRACK_NAME)).toBe(true);
    const output = await strip(file);

    expect(output.length).toBe(file.length);
    expect(output.includes(NMEA)).toBe(false);
    expect(output.includes(TRACK_NAME)).toBe(false);
    // The video blocks are byte for byte where they were.
    for (const block of videoBlocks) expect(output.indexOf(block)).toBe(file.indexOf(block));

    const segment = walkWebm(output)[1]!;
    const tracks = segment.children!.find((c) => c.id === WEBM_ID.tracks)!;
    expect(tracks.children!.map((c) => c.id)).toEqual([WEBM_ID.trackEntry, WEBM_ID.void]);
    const video = tracks.children![0]!.children!.map((c) => c.id);
    expect(video).toEqual([WEBM_ID.trackNumber, 0x83, WEBM_ID.void, WEBM_ID.codecId]);
    const clusters = segment.children!.filter((c) => c.id === WEBM_ID.cluster);
    expect(clusters[0]!.children!.map((c) => c.id)).toEqual([WEBM_ID.timestamp, WEBM_ID.simpleBlock, WEBM_ID.void, WEBM_ID.void]);
  });

  it("passes a Cluster without GPS blocks through byte for byte", async () => {
    const { file } = webmWithGpsTrack();
    const output = await strip(file, 64 * 1024);
    const segment = walkWebm(output)[1]!;
    const second = segment.children!.filter((c) => c.id === WEBM_ID.cluster)[1]!;
    expect(output.subarray(second.start).equals(file.subarray(second.start))).toBe(true);
  });
});

describe("stripWebm: a bounded walk", () => {
  // Two-byte Void elements inside a MediaRecorder-style Cluster: each is read on its own.
  const tinyElements = (n: number) => {
    const voids = Buffer.alloc(2 * n);
    for (let i = 0; i < n; i++) voids[2 * i] = WEBM_ID.void;
    for (let i = 0; i < n; i++) voids[2 * i + 1] = 0x80;
    return Buffer.concat([el(WEBM_ID.ebml), el(WEBM_ID.segment, [], { unknownSize: true }), el(WEBM_ID.cluster, [], { unknownSize: true }), voids]);
  };

  it(`reads ${MAX_WEBM_ELEMENTS} elements in a file and refuses one more`, async () => {
    // EBML header, Segment and Cluster count too.
    await expect(strip(tinyElements(MAX_WEBM_ELEMENTS - 3), 64 * 1024)).resolves.toBeTruthy();
    await expect(strip(tinyElements(MAX_WEBM_ELEMENTS - 2), 64 * 1024)).rejects.toBeInstanceOf(InvalidVideoError);
  });

  it("reads a MediaRecorder file of 30 minutes at 80 blocks a second (144,000 blocks of about 130 bytes)", async () => {
    const blocks = 30 * 60 * 80;
    const block = el(WEBM_ID.simpleBlock, [Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(2 * WEBM_BYTES_PER_ELEMENT, 5)], { shortSize: true });
    const file = Buffer.concat([el(WEBM_ID.ebml), el(WEBM_ID.segment, [], { unknownSize: true }), el(WEBM_ID.cluster, [], { unknownSize: true }), ...Array.from({ length: blocks }, () => block)]);
    expect(blocks).toBeGreaterThan(MAX_WEBM_ELEMENTS);
    expect((await strip(file, 64 * 1024)).equals(file)).toBe(true);
  });
});
