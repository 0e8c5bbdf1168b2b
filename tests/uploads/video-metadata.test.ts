import { beforeAll, describe, expect, it } from "vitest";
import { PUT as backgroundVideos } from "@/app/api/background-videos/route";
import { PUT as commentMedia } from "@/app/api/comment-media/route";
import { PUT as postImages } from "@/app/api/post-images/route";
import { PUT as storyImages } from "@/app/api/story-images/route";
import { db } from "@/lib/db";
import { createUser, type Handler, type TestUser } from "@/tests/support/http";
import { DEVICE, findBox, GPS, mp4WithGps, walkMp4, walkWebm, WEBM_ID, webmWithGps } from "@/tests/support/video-fixtures";
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
    expect(put.data).toEqual({ message: "Failed to process uploaded video", code: "bad_request" });
    const row = await db.upload.findFirst({ where: { ownerId: alice.id }, orderBy: { createdAt: "desc" } });
    expect(row?.objectKey).toBeNull();
  });
});
