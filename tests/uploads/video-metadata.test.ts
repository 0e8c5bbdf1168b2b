import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUT as backgroundVideos } from "@/app/api/background-videos/route";
import { PUT as commentMedia } from "@/app/api/comment-media/route";
import { PUT as postImages } from "@/app/api/post-images/route";
import { PUT as storyImages } from "@/app/api/story-images/route";
import { db } from "@/lib/data/db";
import { sweepStaleUploadObjects } from "@/lib/domain/uploads/cleanup-uploads";
import { hashToken } from "@/lib/domain/uploads/tokens";
import { getStorage, setStorage, type StorageDriver } from "@/lib/data/storage";
import { createUser, type Handler, type TestUser } from "@/tests/support/http";
import {
  box,
  COMPRESSOR_NAME,
  DEVICE,
  findBox,
  fragmentedWithTextTrack,
  GPS,
  HANDLER_NAME,
  mp4WithGps,
  mp4WithRecordingTrail,
  nestedTraks,
  NMEA,
  RECORDED_AT_1904,
  recordingTimes,
  TRACK_NAME,
  walkMp4,
  walkWebm,
  WEBM_ID,
  webmWithGps,
  webmWithGpsTrack,
} from "@/tests/support/video-fixtures";
import { fetchObject, putBytes, requestAddress, uploadAndRegister } from "./support";

// Issue #14, video metadata: a video carrying a GPS atom leaves the server without it, through the
// real handshake (address -> PUT -> register) and the real object route.
let alice: TestUser;

beforeAll(async () => {
  alice = await createUser({ firstName: "Alice" });
});

const cases = [
  { name: "an MP4 with moov before mdat, as a post", handler: postImages, endpoint: "/api/post-images", field: "imageURL", bytes: mp4WithGps({ moovFirst: true, mdatSize: 300 * 1024 }), type: "video/mp4" },
  { name: "an MP4 with moov after mdat (phone camera), as a comment", handler: commentMedia, endpoint: "/api/comment-media", field: "mediaURL", bytes: mp4WithGps({ moovFirst: false, mdatSize: 300 * 1024 }), type: "video/mp4" },
  { name: "a QuickTime MOV, as a background video", handler: backgroundVideos, endpoint: "/api/background-videos", field: "backgroundVideoURL", bytes: mp4WithGps({ brand: "qt  ", mdatSize: 200 * 1024 }), type: "video/quicktime" },
  { name: "a recorded WebM, as a story", handler: storyImages, endpoint: "/api/story-images", field: "imageURL", bytes: webmWithGps({ recorder: true, clusterBytes: 100 * 1024 }), type: "video/webm" },
  { name: "a WebM with sizes, as a post", handler: postImages, endpoint: "/api/post-images", field: "imageURL", bytes: webmWithGps({ clusterBytes: 100 * 1024 }), type: "video/webm" },
];

describe("uploaded videos lose their location and device metadata", () => {
  it.each(cases)("$name", async ({ handler, endpoint, field, bytes, type }) => {
    expect(bytes.includes(GPS)).toBe(true);
    const { reg } = await uploadAndRegister(alice.cookie, handler as Handler, endpoint, field, bytes, type);
    expect(reg.status).toBe(200);

    const served = await fetchObject(reg.data.objectPath, { cookie: alice.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.bytes.length).toBe(bytes.length);
    expect(served.bytes.includes(GPS)).toBe(false);
    expect(served.bytes.includes(DEVICE)).toBe(false);

    if (type === "video/webm") {
      const segment = walkWebm(served.bytes)[1]!;
      expect(segment.children!.map((c) => c.id)).not.toContain(WEBM_ID.tags);
      const cluster = segment.children!.find((c) => c.id === WEBM_ID.cluster)!;
      expect(served.bytes.subarray(cluster.start).equals(bytes.subarray(cluster.start))).toBe(true);
    } else {
      const boxes = walkMp4(served.bytes);
      expect(findBox(boxes, ["moov", "udta"])).toBeUndefined();
      expect(findBox(boxes, ["moov", "meta"])).toBeUndefined();
      const mdat = findBox(boxes, ["mdat"])!;
      expect(served.bytes.subarray(mdat.start, mdat.start + mdat.size).equals(bytes.subarray(mdat.start, mdat.start + mdat.size))).toBe(true);
    }

    // A ranged read (how <video> fetches) over the former udta/Tags region carries no GPS either.
    const ranged = await fetchObject(reg.data.objectPath, { cookie: alice.cookie, headers: { range: `bytes=0-${Math.min(bytes.length, 4096) - 1}` } });
    expect(ranged.status).toBe(206);
    expect(ranged.bytes.includes(GPS)).toBe(false);
  });

  it.each([
    ["an MP4 cut off inside moov", mp4WithGps({ moovFirst: false }).subarray(0, -40), "video/mp4"],
    ["an MP4 whose box sizes are garbage", Buffer.concat([mp4WithGps().subarray(0, 32), Buffer.alloc(4096, 0xff)]), "video/mp4"],
    ["a WebM cut off inside a Cluster", webmWithGps().subarray(0, -10), "video/webm"],
  ])("refuses %s with 400 and stores nothing", async (_name, bytes, type) => {
    const uploadURL = await requestAddress(alice.cookie, "post");
    const put = await putBytes(uploadURL, new Uint8Array(bytes), type);
    expect(put.status).toBe(400);
    expect(put.data).toEqual({ message: "Failed to process uploaded video", code: "bad_request", messageKey: "videoProcessFailed" });
    const row = await db.upload.findFirst({ where: { ownerId: alice.id }, orderBy: { createdAt: "desc" } });
    expect(row?.objectKey).toBeNull();
  });
});

// Issue #28 (hostile run): recording times, handler names and a dashcam's GPS text track survived the
// stripping, and a crafted MP4 of 8,000 nested traks overflowed the walker's stack (500).
describe("uploaded videos lose their recording time, handler names and text/GPS tracks", () => {
  const storedFiles = async () => {
    const dir = path.join(process.env.UPLOADS_DIR!, "m");
    return (await readdir(dir).catch(() => [] as string[])).filter((name) => !name.startsWith(".")).length;
  };

  it.each([
    { name: "moov before mdat, version 0 boxes, as a post", moovFirst: true, version: 0 as const, handler: postImages, endpoint: "/api/post-images", field: "imageURL" },
    { name: "moov after mdat (camera order), version 1 boxes, as a comment", moovFirst: false, version: 1 as const, handler: commentMedia, endpoint: "/api/comment-media", field: "mediaURL" },
    { name: "moov after mdat, version 0 boxes, as a story", moovFirst: false, version: 0 as const, handler: storyImages, endpoint: "/api/story-images", field: "imageURL" },
  ])("$name", async ({ moovFirst, version, handler, endpoint, field }) => {
    const { file, videoSamples, gpsSamples } = mp4WithRecordingTrail({ moovFirst, version });
    expect(recordingTimes(file, walkMp4(file))).toContain(RECORDED_AT_1904);
    expect(file.includes(HANDLER_NAME) && file.includes(COMPRESSOR_NAME) && file.includes(NMEA)).toBe(true);
    const filesBefore = await storedFiles();

    const { reg } = await uploadAndRegister(alice.cookie, handler as Handler, endpoint, field, file, "video/quicktime");
    expect(reg.status).toBe(200);
    const served = await fetchObject(reg.data.objectPath, { cookie: alice.cookie });
    expect(served.status).toBe(200);
    const out = served.bytes;
    expect(out.length).toBe(file.length);

    const boxes = walkMp4(out);
    expect(recordingTimes(out, boxes).every((t) => t === 0)).toBe(true);
    expect(out.includes(HANDLER_NAME)).toBe(false);
    expect(out.includes("Alias Data Handler")).toBe(false);
    expect(out.includes(COMPRESSOR_NAME)).toBe(false);
    expect(out.includes(NMEA)).toBe(false);
    expect(findBox(boxes, ["moov"])!.children!.map((b) => b.type)).toEqual(["mvhd", "trak", "free"]);
    for (const [s, e] of gpsSamples) expect(out.subarray(s, e).every((byte) => byte === 0)).toBe(true);
    for (const [s, e] of videoSamples) expect(out.subarray(s, e).equals(file.subarray(s, e))).toBe(true);
    // One stored object: the first copy of a file rewritten for its early GPS samples is gone.
    expect(await storedFiles()).toBe(filesBefore + 1);
  });

  it.each([
    { name: "a recorded WebM with a named track and a GPS subtitle track, as a story", recorder: true, handler: storyImages, endpoint: "/api/story-images", field: "imageURL" },
    { name: "a WebM with sizes and the same tracks, as a post", recorder: false, handler: postImages, endpoint: "/api/post-images", field: "imageURL" },
  ])("$name", async ({ recorder, handler, endpoint, field }) => {
    const { file, videoBlocks } = webmWithGpsTrack({ recorder });
    expect(file.includes(NMEA) && file.includes(TRACK_NAME)).toBe(true);
    const { reg } = await uploadAndRegister(alice.cookie, handler as Handler, endpoint, field, file, "video/webm");
    expect(reg.status).toBe(200);
    const served = await fetchObject(reg.data.objectPath, { cookie: alice.cookie });
    expect(served.status).toBe(200);
    expect(served.bytes.length).toBe(file.length);
    expect(served.bytes.includes(NMEA)).toBe(false);
    expect(served.bytes.includes(TRACK_NAME)).toBe(false);
    for (const block of videoBlocks) expect(served.bytes.indexOf(block)).toBe(file.indexOf(block));
    expect(() => walkWebm(served.bytes)).not.toThrow();
  });

  it.each([
    ["the crafted MP4 of 8,000 nested traks (about 64 KB)", nestedTraks(8_000)],
    ["a fragmented MP4 whose fragments carry a GPS text track", fragmentedWithTextTrack(2)],
  ])("refuses %s with 400 and stores nothing", async (_name, bytes) => {
    const filesBefore = await storedFiles();
    const uploadURL = await requestAddress(alice.cookie, "post");
    const put = await putBytes(uploadURL, new Uint8Array(bytes), "video/mp4");
    expect(put.status).toBe(400);
    expect(put.data).toEqual({ message: "Failed to process uploaded video", code: "bad_request", messageKey: "videoProcessFailed" });
    const row = await db.upload.findFirst({ where: { ownerId: alice.id }, orderBy: { createdAt: "desc" } });
    expect(row?.objectKey).toBeNull();
    expect(await storedFiles()).toBe(filesBefore);
  });
});

/** ftyp + a moov whose text track claims `chunks` chunks (a 4-byte offset each), as a crafted file does. */
function textTrackOfChunks(chunks: number): Buffer {
  const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  const offsets = Buffer.alloc(4 * chunks);
  for (let i = 0; i < chunks; i++) offsets.writeUInt32BE(64 + i, 4 * i);
  const stbl = box("stbl", [
    box("stsc", [Buffer.alloc(4), u32(1), u32(1), u32(1), u32(1)]),
    box("stsz", [Buffer.alloc(4), u32(1), u32(chunks)]),
    box("stco", [Buffer.alloc(4), u32(chunks), offsets]),
  ]);
  const text = box("trak", [box("mdia", [box("hdlr", [Buffer.alloc(8), Buffer.from("text"), Buffer.alloc(13)]), box("minf", [stbl])])]);
  return Buffer.concat([box("ftyp", [Buffer.from("isom"), Buffer.alloc(4), Buffer.from("isommp42")]), box("moov", [text])]);
}

describe("a crafted chunk table", () => {
  it("refuses a moov whose text track has 2 million chunks with 400 and stores nothing", async () => {
    const before = (await readdir(path.join(process.env.UPLOADS_DIR!, "m")).catch(() => [] as string[])).length;
    const uploadURL = await requestAddress(alice.cookie, "post");
    const put = await putBytes(uploadURL, new Uint8Array(textTrackOfChunks(2_000_000)), "video/mp4");
    expect(put.status).toBe(400);
    expect(put.data).toEqual({ message: "Failed to process uploaded video", code: "bad_request", messageKey: "videoProcessFailed" });
    expect((await readdir(path.join(process.env.UPLOADS_DIR!, "m")).catch(() => [] as string[])).length).toBe(before);
  });
});

/**
 * The shared driver with a failure injected: `fail(op, key, n)` picks the calls that throw. A failing
 * put stores the bytes first (the answer lost after the write, as a dropped connection to S3 does).
 */
function failingStorage(base: StorageDriver, fail: (op: "put" | "delete", key: string, n: number) => boolean) {
  const puts: string[] = [];
  const wrapper: StorageDriver = {
    async put(key, body, opts) {
      puts.push(key);
      await base.put(key, body, opts);
      if (fail("put", key, puts.length)) throw new Error("injected put failure");
    },
    get: (key, range) => base.get(key, range),
    stat: (key) => base.stat(key),
    async delete(key) {
      if (fail("delete", key, 0)) throw new Error("injected delete failure");
      return base.delete(key);
    },
  };
  return { wrapper, puts };
}

describe("the second pass of an MP4 whose GPS samples came before moov", () => {
  let base: StorageDriver;
  beforeAll(() => {
    base = getStorage();
  });
  afterEach(() => setStorage(null));

  it("succeeds when the first copy can't be deleted, records it, and the uploads cleanup sweeps it", async () => {
    const { file } = mp4WithRecordingTrail({ moovFirst: false });
    const { wrapper, puts } = failingStorage(base, (op, key) => op === "delete" && key === puts[0]);
    setStorage(wrapper);
    const { reg, uploadURL } = await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", file, "video/mp4");
    expect(reg.status).toBe(200);
    setStorage(null);
    const [first, clean] = puts;
    const row = await db.upload.findUniqueOrThrow({ where: { tokenHash: hashToken(uploadURL.split("/").pop()!) } });
    expect(row.objectKey).toBe(clean);
    expect(row.staleKey).toBe(first);
    expect(await base.stat(first!)).not.toBeNull();

    // Within the grace hour it stays; after it, the sweep deletes it and forgets the key.
    expect(await sweepStaleUploadObjects()).toBe(0);
    await db.upload.update({ where: { id: row.id }, data: { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) } });
    expect(await sweepStaleUploadObjects()).toBe(1);
    expect(await base.stat(first!)).toBeNull();
    expect(await base.stat(clean!)).not.toBeNull();
    expect((await db.upload.findUniqueOrThrow({ where: { id: row.id } })).staleKey).toBeNull();
  });

  it("keeps neither copy when the second put fails (even one it wrote), and answers 500", async () => {
    const { file } = mp4WithRecordingTrail({ moovFirst: false });
    const { wrapper, puts } = failingStorage(base, (op, _key, n) => op === "put" && n === 2);
    setStorage(wrapper);
    const uploadURL = await requestAddress(alice.cookie, "post");
    const put = await putBytes(uploadURL, new Uint8Array(file), "video/mp4");
    setStorage(null);
    expect(put.status).toBe(500);
    expect(puts.length).toBe(2);
    for (const key of puts) expect(await base.stat(key)).toBeNull();
    const row = await db.upload.findUniqueOrThrow({ where: { tokenHash: hashToken(uploadURL.split("/").pop()!) } });
    expect(row.objectKey).toBeNull();
    expect(row.staleKey).toBeNull();
  });
});
