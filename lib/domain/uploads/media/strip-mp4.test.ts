import { describe, expect, it } from "vitest";
import {
  box,
  COMPRESSOR_NAME,
  findBox,
  fragmentedWithTextTrack,
  HANDLER_NAME,
  mp4WithRecordingTrail,
  nestedTraks,
  NMEA,
  RECORDED_AT_1904,
  recordingTimes,
  walkMp4,
} from "@/tests/support/video-fixtures";
import { BoxBudget, MAX_BOX_DEPTH, MAX_BOXES, MAX_REMOVED_CHUNKS, mergeSpans, SpanList, SpanZeroer, TOP_LEVEL_BYTES_PER_BOX } from "./strip-mp4";
import { InvalidVideoError, type StripReport, stripVideoMetadata, zeroStoredSpans } from "./strip-video-metadata";

function source(bytes: Buffer, chunk: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunk)));
      at += chunk;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const out: Uint8Array[] = [];
  for await (const part of stream) out.push(part);
  return Buffer.concat(out);
}

/** Streams `bytes` in `chunk`-sized pieces through the stripper; returns the output and the report. */
async function strip(bytes: Buffer, chunk = 7, ext = "mp4") {
  const report: StripReport = { rewrite: [] };
  const output = await collect(stripVideoMetadata(source(bytes, chunk), ext, report));
  return { output, report };
}

const slice = (b: Buffer, [s, e]: [number, number]) => b.subarray(s, e);
const types = (boxes: { type: string }[] | undefined) => (boxes ?? []).map((b) => b.type);
const ftyp = () => box("ftyp", [Buffer.from("isom")]);

describe("stripMp4: recording times, handler names, text and GPS tracks", () => {
  it.each([
    ["moov before mdat, version 0 boxes", true, 0],
    ["moov before mdat, version 1 boxes", true, 1],
    ["moov after mdat, version 0 boxes", false, 0],
    ["moov after mdat, version 1 boxes", false, 1],
  ] as const)("with %s", async (_name, moovFirst, version) => {
    const { file, videoSamples, gpsSamples } = mp4WithRecordingTrail({ moovFirst, version });
    const before = walkMp4(file);
    expect(recordingTimes(file, before)).toContain(RECORDED_AT_1904);
    expect(file.includes(HANDLER_NAME) && file.includes(COMPRESSOR_NAME) && file.includes(NMEA)).toBe(true);

    const { output, report } = await strip(file);
    expect(output.length).toBe(file.length);
    const after = walkMp4(output);

    // Times: every mvhd/tkhd/mdhd that is left reads 0, in its own layout (the version byte is kept).
    const times = recordingTimes(output, after);
    expect(times.length).toBe(6); // two each in mvhd and the video track's tkhd and mdhd
    expect(times.every((t) => t === 0)).toBe(true);
    expect(output[findBox(after, ["moov", "mvhd"])!.start + 8]).toBe(version);
    // Handler names: blanked in mdia and minf, the handler types stay.
    expect(output.includes(HANDLER_NAME)).toBe(false);
    expect(output.includes("Alias Data Handler")).toBe(false);
    expect(output.includes(COMPRESSOR_NAME)).toBe(false);
    const hdlr = findBox(after, ["moov", "trak", "mdia"])!.children!.find((b) => b.type === "hdlr")!;
    expect(output.toString("latin1", hdlr.start + 16, hdlr.start + 20)).toBe("vide");
    // The text track is a free box; the video track and its samples are untouched.
    expect(types(findBox(after, ["moov"])!.children)).toEqual(["mvhd", "trak", "free"]);
    for (const span of videoSamples) expect(slice(output, span).equals(slice(file, span))).toBe(true);

    if (moovFirst) {
      // The GPS samples came after moov: zeroed as they streamed by.
      expect(report.rewrite).toEqual([]);
      for (const span of gpsSamples) expect(slice(output, span).every((byte) => byte === 0)).toBe(true);
      expect(output.includes(NMEA)).toBe(false);
    } else {
      // They had passed before moov said where they were: left for the second pass, which zeroes exactly them.
      expect(report.rewrite).toEqual(gpsSamples);
      const rewritten = await collect(zeroStoredSpans(source(output, 1000), report.rewrite));
      expect(rewritten.includes(NMEA)).toBe(false);
      const changed = [...rewritten.keys()].filter((i) => rewritten[i] !== output[i]);
      expect(changed.every((i) => gpsSamples.some(([s, e]) => i >= s && i < e))).toBe(true);
      expect(changed.length).toBeGreaterThan(0);
    }
  });

  it.each(["text", "sbtl", "subt", "meta", "camm", "tmcd", "hint", "gpmd"])("frees a '%s' track and zeroes its samples", async (handler) => {
    const { file, gpsSamples } = mp4WithRecordingTrail({ gpsHandler: handler });
    const { output } = await strip(file, 4096);
    expect(types(findBox(walkMp4(output), ["moov"])!.children)).toEqual(["mvhd", "trak", "free"]);
    for (const span of gpsSamples) expect(slice(output, span).every((byte) => byte === 0)).toBe(true);
  });

  it("keeps an audio track as it keeps a video track", async () => {
    const { file, gpsSamples } = mp4WithRecordingTrail({ gpsHandler: "soun" });
    const { output } = await strip(file, 4096);
    expect(types(findBox(walkMp4(output), ["moov"])!.children)).toEqual(["mvhd", "trak", "trak"]);
    for (const span of gpsSamples) expect(slice(output, span).equals(slice(file, span))).toBe(true);
  });

  it("frees a top-level prft (the wall-clock time a fragment was produced)", async () => {
    const prft = box("prft", [Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), Buffer.from("e9f1a2b3c4d5e6f7", "hex"), Buffer.alloc(4)]);
    const { output } = await strip(Buffer.concat([ftyp(), prft, box("mdat", [Buffer.alloc(64, 5)])]));
    expect(types(walkMp4(output))).toEqual(["ftyp", "free", "mdat"]);
    expect(output.includes(Buffer.from("e9f1a2b3c4d5e6f7", "hex"))).toBe(false);
  });

  it("answers at once for sample tables that claim 2^32 samples of a fixed size", async () => {
    const huge = Buffer.from([0xff, 0xff, 0xff, 0xff]);
    const stbl = box("stbl", [
      box("stsc", [Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), Buffer.from([0, 0, 0, 1]), huge, Buffer.from([0, 0, 0, 1])]),
      box("stsz", [Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), huge]),
      box("stco", [Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), Buffer.from([0, 0, 0, 0])]),
    ]);
    const meta = box("trak", [box("mdia", [box("hdlr", [Buffer.alloc(8), Buffer.from("text"), Buffer.alloc(13)]), box("minf", [stbl])])]);
    const { output, report } = await strip(Buffer.concat([ftyp(), box("moov", [meta])]), 4096);
    expect(report.rewrite).toEqual([[0, 2 ** 32 - 1]]);
    expect(output.length).toBeGreaterThan(0);
  });

  /** ftyp + a moov whose text track has `chunks` chunks of one 1-byte sample at 100, 102, 104, ... */
  const textTrackOfChunks = (chunks: number) => {
    const offsets = Buffer.alloc(4 * chunks);
    for (let i = 0; i < chunks; i++) offsets.writeUInt32BE(100 + 2 * i, 4 * i);
    const count = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
    const stbl = box("stbl", [
      box("stsc", [Buffer.alloc(4), count(1), count(1), count(1), count(1)]),
      box("stsz", [Buffer.alloc(4), count(1), count(chunks)]),
      box("stco", [Buffer.alloc(4), count(chunks), offsets]),
    ]);
    const text = box("trak", [box("mdia", [box("hdlr", [Buffer.alloc(8), Buffer.from("text"), Buffer.alloc(13)]), box("minf", [stbl])])]);
    return Buffer.concat([ftyp(), box("moov", [text])]);
  };

  it(`zeroes a text track of ${MAX_REMOVED_CHUNKS} chunks (one span each, the most a file may make) without overflowing the call stack`, async () => {
    const { report } = await strip(textTrackOfChunks(MAX_REMOVED_CHUNKS), 64 * 1024);
    expect(report.rewrite.length).toBe(MAX_REMOVED_CHUNKS);
    expect(report.rewrite[1]).toEqual([102, 103]);
  });

  it(`refuses removed tracks of more than ${MAX_REMOVED_CHUNKS} chunks before making their spans (the 3.9M-chunk text track of a 15 MB moov)`, async () => {
    for (const chunks of [MAX_REMOVED_CHUNKS + 1, 3_900_000]) {
      const error = await strip(textTrackOfChunks(chunks), 1024 * 1024).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(InvalidVideoError);
      expect((error as Error).message).toContain("too many chunks in removed tracks");
    }
    // The count is checked from stco's header, over every removed track of the file.
    const budget = new BoxBudget();
    budget.spendChunks(MAX_REMOVED_CHUNKS - 1);
    expect(() => budget.spendChunks(2)).toThrow(InvalidVideoError);
  });

  it("SpanList merges spans as they are added and sorts what is left", () => {
    const list = new SpanList();
    for (let i = 0; i < 1000; i++) list.add(100 + 10 * i, 110 + 10 * i); // one track's contiguous chunks
    expect(list.length).toBe(1);
    list.add(50, 60);
    list.add(55, 58);
    list.add(5, 5);
    expect(list.length).toBe(2); // (55, 58) lies in the last span; (5, 5) is empty
    expect(list.toSpans()).toEqual([[50, 60], [100, 10_100]]);
  });
});

describe("stripMp4: fragmented files", () => {
  it("refuses a fragment carrying samples of a removed (text) track: they could not be zeroed", async () => {
    const file = fragmentedWithTextTrack(2);
    expect(file.includes(NMEA)).toBe(true);
    const error = await strip(file).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InvalidVideoError);
    expect((error as Error).message).toContain("a fragment of a removed track");
  });

  it("passes fragments of the video track through, the text track freed in moov", async () => {
    const file = fragmentedWithTextTrack(1);
    const { output } = await strip(file);
    expect(output.length).toBe(file.length);
    const boxes = walkMp4(output);
    expect(types(boxes)).toEqual(["ftyp", "moov", "moof", "mdat"]);
    expect(types(findBox(boxes, ["moov"])!.children)).toEqual(["mvhd", "trak", "free", "mvex"]);
    const moof = findBox(boxes, ["moof"])!;
    expect(output.subarray(moof.start).equals(file.subarray(moof.start))).toBe(true);
  });
});

describe("stripMp4: a bounded walk", () => {
  it("refuses the crafted file of 8,000 nested traks (about 64 KB) as an invalid video, not a stack overflow", async () => {
    const file = nestedTraks(8_000);
    expect(file.length).toBeGreaterThan(64_000);
    const error = await strip(file, 64 * 1024).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InvalidVideoError);
    expect((error as Error).message).toContain("nested too deep");
  });

  it(`walks traks nested ${MAX_BOX_DEPTH} deep under moov and refuses one more`, async () => {
    await expect(strip(nestedTraks(MAX_BOX_DEPTH), 4096)).resolves.toBeTruthy();
    await expect(strip(nestedTraks(MAX_BOX_DEPTH + 1), 4096)).rejects.toBeInstanceOf(InvalidVideoError);
  });

  it(`walks ${MAX_BOXES} boxes inside moov and refuses one more; ${MAX_BOXES} small boxes at the top level and refuses one more`, async () => {
    const frees = (n: number) => Array.from({ length: n }, () => box("free"));
    await expect(strip(Buffer.concat([ftyp(), box("moov", frees(MAX_BOXES))]), 64 * 1024)).resolves.toBeTruthy();
    await expect(strip(Buffer.concat([ftyp(), box("moov", frees(MAX_BOXES + 1))]), 64 * 1024)).rejects.toBeInstanceOf(InvalidVideoError);
    // 8-byte boxes: far fewer than one per TOP_LEVEL_BYTES_PER_BOX bytes, so MAX_BOXES is the bound.
    await expect(strip(Buffer.concat([ftyp(), ...frees(MAX_BOXES - 1)]), 64 * 1024)).resolves.toBeTruthy();
    await expect(strip(Buffer.concat([ftyp(), ...frees(MAX_BOXES)]), 64 * 1024)).rejects.toBeInstanceOf(InvalidVideoError);
  });

  it("walks a fragmented file of one fragment per frame for 10 minutes at 30 fps (36,000 moof/mdat pairs)", async () => {
    const frames = 10 * 60 * 30;
    const moof = box("moof", [box("mfhd", [Buffer.alloc(8)]), box("traf", [box("tfhd", [Buffer.alloc(8)]), box("trun", [Buffer.alloc(16)])])]);
    const mdat = box("mdat", [Buffer.alloc(TOP_LEVEL_BYTES_PER_BOX * 2, 9)]); // a small frame: 128 bytes
    const file = Buffer.concat([ftyp(), ...Array.from({ length: frames }, () => [moof, mdat]).flat()]);
    expect(2 * frames).toBeGreaterThan(MAX_BOXES);
    const { output } = await strip(file, 64 * 1024);
    expect(output.equals(file)).toBe(true);
  });
});

describe("stripVideoMetadata: errors", () => {
  it("reports a walk that runs out of stack (RangeError) as an invalid video, never as a server error", async () => {
    let sent = false;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new RangeError("Maximum call stack size exceeded"));
        sent = true;
        controller.enqueue(new Uint8Array(Buffer.concat([ftyp(), Buffer.from([0, 0, 0, 16]), Buffer.from("moov")])));
      },
    });
    const error = await collect(stripVideoMetadata(failing, "mp4")).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(InvalidVideoError);
    expect((error as Error).cause).toBeInstanceOf(RangeError);
  });
});

describe("SpanZeroer and mergeSpans", () => {
  it("merges overlapping and touching spans and drops empty ones", () => {
    expect(mergeSpans([[10, 20], [0, 5], [5, 8], [15, 30], [40, 40]])).toEqual([[0, 8], [10, 30]]);
  });

  it("zeroes spans across chunk boundaries and copies only changed chunks", () => {
    const file = Buffer.alloc(100, 7);
    const zeroer = new SpanZeroer([[5, 15], [30, 31], [95, 200]]);
    const parts: Uint8Array[] = [];
    for (let at = 0; at < file.length; at += 10) {
      const chunk = new Uint8Array(file.subarray(at, at + 10));
      const out = zeroer.apply(chunk, at);
      if (at === 40) expect(out).toBe(chunk);
      parts.push(out);
    }
    const out = Buffer.concat(parts);
    expect(file.every((byte) => byte === 7)).toBe(true);
    const zeros = [...out.keys()].filter((i) => out[i] === 0);
    expect(zeros).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 30, 95, 96, 97, 98, 99]);
  });
});
