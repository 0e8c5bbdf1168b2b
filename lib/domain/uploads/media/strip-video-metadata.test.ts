import { describe, expect, it } from "vitest";
import { box, DEVICE, el, findBox, GPS, mp4WithGps, walkMp4, walkWebm, WEBM_ID, webmWithGps } from "@/tests/support/video-fixtures";
import { InvalidVideoError, stripVideoMetadata } from "./strip-video-metadata";
import { voidHeader } from "./strip-webm";

/** Streams `bytes` in `chunk`-sized pieces (odd sizes cut every header) through the stripper. */
async function strip(bytes: Buffer, ext: string, chunk = 7): Promise<Buffer> {
  let at = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, at + chunk)));
      at += chunk;
    },
  });
  const out: Uint8Array[] = [];
  for await (const part of stripVideoMetadata(source, ext)) out.push(part);
  return Buffer.concat(out);
}

const types = (boxes: { type: string }[] | undefined) => (boxes ?? []).map((b) => b.type);

describe("stripVideoMetadata (MP4/MOV)", () => {
  it.each([
    ["moov before mdat", { moovFirst: true }],
    ["moov after mdat", { moovFirst: false }],
    ["a 64-bit mdat", { moovFirst: true, largeMdat: true }],
  ])("frees every metadata box with %s, keeping sizes, offsets and media", async (_name, options) => {
    const input = mp4WithGps(options);
    expect(input.includes(GPS)).toBe(true);
    const output = await strip(input, "mp4");

    expect(output.length).toBe(input.length);
    expect(output.includes(GPS)).toBe(false);
    expect(output.includes(DEVICE)).toBe(false);
    expect(output.includes("com.apple.quicktime")).toBe(false);

    const before = walkMp4(input);
    const after = walkMp4(output);
    expect(types(after)).toEqual(types(before).map((t) => (t === "uuid" ? "free" : t)));
    expect(types(findBox(after, ["moov"])?.children)).toEqual(["mvhd", "free", "free", "trak", "free"]);
    expect(types(findBox(after, ["moov", "trak"])?.children)).toEqual(["tkhd", "mdia", "free"]);
    expect(types(findBox(after, ["moov", "trak", "mdia", "minf"])?.children)).toEqual(["stbl", "free"]);

    // mdat is byte for byte where it was, and stco still points into it.
    const mdat = findBox(after, ["mdat"])!;
    expect(output.subarray(mdat.start, mdat.start + mdat.size).equals(input.subarray(mdat.start, mdat.start + mdat.size))).toBe(true);
    const stco = findBox(after, ["moov", "trak", "mdia", "minf", "stbl"])!.children![0]!;
    expect(output.readUInt32BE(stco.start + 16)).toBe(mdat.start + mdat.headerSize);
    // Nothing but the freed boxes changed.
    const changed = [...output.keys()].filter((i) => output[i] !== input[i]);
    const freed = [...walkMp4(output), ...(findBox(after, ["moov"])?.children ?? []), ...findBox(after, ["moov", "trak"])!.children!, ...findBox(after, ["moov", "trak", "mdia", "minf"])!.children!]
      .filter((b) => b.type === "free");
    expect(changed.every((i) => freed.some((b) => i >= b.start && i < b.start + b.size))).toBe(true);
  });

  it("treats .mov (QuickTime) the same way", async () => {
    const output = await strip(mp4WithGps({ brand: "qt  " }), "mov", 4096);
    expect(output.includes(GPS)).toBe(false);
    expect(() => walkMp4(output)).not.toThrow();
  });

  it("leaves a file without metadata unchanged", async () => {
    const clean = Buffer.concat([box("ftyp", [Buffer.from("isom")]), box("moov", [box("mvhd", [Buffer.alloc(100)])]), box("mdat", [Buffer.alloc(1000, 9)])]);
    expect((await strip(clean, "mp4", 64 * 1024)).equals(clean)).toBe(true);
  });

  it("passes a last box of size 0 (to the end of the file) through", async () => {
    const file = Buffer.concat([box("ftyp", [Buffer.from("isom")]), box("udta", [Buffer.from(GPS)]), Buffer.from([0, 0, 0, 0]), Buffer.from("mdat"), Buffer.alloc(5000, 3)]);
    const output = await strip(file, "mp4", 1000);
    expect(output.length).toBe(file.length);
    expect(output.includes(GPS)).toBe(false);
    expect(output.subarray(-5000).equals(file.subarray(-5000))).toBe(true);
  });

  it.each([
    ["a truncated moov", mp4WithGps({ moovFirst: false }).subarray(0, -20)],
    ["a truncated mdat", mp4WithGps({ moovFirst: true }).subarray(0, -100)],
    ["a box smaller than its header", Buffer.concat([box("ftyp", [Buffer.from("isom")]), Buffer.from([0, 0, 0, 4]), Buffer.from("mdat")])],
    ["a child overrunning moov", Buffer.concat([box("ftyp"), box("moov", [Buffer.from([0, 0, 0x10, 0]), Buffer.from("udta")])])],
    ["a moov larger than 16 MB", Buffer.concat([box("ftyp"), Buffer.from([0x01, 0x10, 0, 0]), Buffer.from("moov")])],
    ["trailing bytes shorter than a header", Buffer.concat([box("ftyp"), Buffer.from([1, 2, 3])])],
  ])("refuses %s", async (_name, file) => {
    await expect(strip(file, "mp4")).rejects.toBeInstanceOf(InvalidVideoError);
  });
});

describe("stripVideoMetadata (WebM)", () => {
  it.each([
    ["known sizes", false],
    ["unknown-size Segment and Clusters (MediaRecorder)", true],
  ])("voids Tags and empties Info's identifying fields with %s", async (_name, recorder) => {
    const input = webmWithGps({ recorder });
    expect(input.includes(GPS)).toBe(true);
    const output = await strip(input, "webm");

    expect(output.length).toBe(input.length);
    for (const secret of [GPS, DEVICE, "NijiMux", "At home", "LOCATION"]) expect(output.includes(secret)).toBe(false);

    const [header, segment] = walkWebm(output);
    expect(header!.id).toBe(WEBM_ID.ebml);
    const children = segment!.children!;
    expect(children.map((c) => c.id)).toEqual([WEBM_ID.info, WEBM_ID.tracks, WEBM_ID.void, WEBM_ID.cluster, WEBM_ID.cluster]);
    const info = children[0]!.children!.map((c) => c.id);
    expect(info).toEqual([0x2ad7b1, WEBM_ID.muxingApp, WEBM_ID.writingApp, WEBM_ID.void, WEBM_ID.void]);
    // Clusters (the media) are byte for byte where they were.
    const before = walkWebm(input)[1]!.children!.filter((c) => c.id === WEBM_ID.cluster);
    const after = children.filter((c) => c.id === WEBM_ID.cluster);
    expect(after.map((c) => c.start)).toEqual(before.map((c) => c.start));
    const clusterStart = after[0]!.start;
    expect(output.subarray(clusterStart).equals(input.subarray(clusterStart))).toBe(true);
  });

  it.each([2, 3, 9, 128, 129, 130, 16_385, 16_386, 100_000])("writes a Void header that fills exactly %i bytes", (total) => {
    const file = Buffer.concat([voidHeader(total), Buffer.alloc(total - voidHeader(total).length)]);
    const [only] = walkWebm(file);
    expect(only).toMatchObject({ id: WEBM_ID.void, start: 0 });
    expect(only!.dataStart + only!.size!).toBe(total);
  });

  it.each([
    ["a truncated Cluster", webmWithGps().subarray(0, -10)],
    ["a Tags element with unknown size", Buffer.concat([el(WEBM_ID.ebml), el(WEBM_ID.segment, [], { unknownSize: true }), el(WEBM_ID.tags, [], { unknownSize: true })])],
    ["a child overrunning Info", Buffer.concat([el(WEBM_ID.ebml), el(WEBM_ID.segment, [el(WEBM_ID.info, [Buffer.from([0x7b, 0xa9, 0x90])])])])],
    ["an invalid element id", Buffer.concat([el(WEBM_ID.ebml), Buffer.from([0x00, 0x81, 0x00])])],
    ["something other than a Segment at the top", Buffer.concat([el(WEBM_ID.ebml), el(WEBM_ID.cluster, [Buffer.from("x")])])],
  ])("refuses %s", async (_name, file) => {
    await expect(strip(file, "webm")).rejects.toBeInstanceOf(InvalidVideoError);
  });
});

it("refuses a container it does not know", () => {
  expect(() => stripVideoMetadata(new ReadableStream(), "avi")).toThrow(InvalidVideoError);
});
