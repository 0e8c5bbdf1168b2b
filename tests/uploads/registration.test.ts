import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as backgroundVideos } from "@/app/api/background-videos/route";
import { PUT as businessImages } from "@/app/api/business-images/route";
import { PUT as commentMedia } from "@/app/api/comment-media/route";
import { PUT as postImages } from "@/app/api/post-images/route";
import { PUT as profileImages } from "@/app/api/profile-images/route";
import { PUT as storyImages } from "@/app/api/story-images/route";
import { PUT as venueImages } from "@/app/api/venue-images/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { countingBody, fetchObject, jpegWithGps, MB, mp4Bytes, putBytes, requestAddress, uploadAndRegister } from "./support";

type Row = {
  endpoint: string;
  handler: Handler;
  field: string;
  purpose: string;
  kind: "image" | "video";
  typeMessage: string;
  limit: number;
  sizeMessage: string;
};

const IMAGE_OR_VIDEO = "Please select an image or video file";
const rows: Row[] = [
  { endpoint: "/api/post-images", handler: postImages as Handler, field: "imageURL", purpose: "post", kind: "image", typeMessage: IMAGE_OR_VIDEO, limit: 10 * MB, sizeMessage: "File size must be less than 10MB" },
  { endpoint: "/api/comment-media", handler: commentMedia as Handler, field: "mediaURL", purpose: "comment", kind: "video", typeMessage: IMAGE_OR_VIDEO, limit: 50 * MB, sizeMessage: "File size must be less than 50MB" },
  { endpoint: "/api/profile-images", handler: profileImages as Handler, field: "profileImageURL", purpose: "profile", kind: "image", typeMessage: "Please select an image file.", limit: 50 * MB, sizeMessage: "Please select an image smaller than 50MB." },
  { endpoint: "/api/background-videos", handler: backgroundVideos as Handler, field: "backgroundVideoURL", purpose: "background", kind: "video", typeMessage: "Please select a video file", limit: 50 * MB, sizeMessage: "File size must be less than 50MB" },
  { endpoint: "/api/story-images", handler: storyImages as Handler, field: "imageURL", purpose: "story", kind: "video", typeMessage: IMAGE_OR_VIDEO, limit: 10 * MB, sizeMessage: "File size must be less than 10MB" },
  { endpoint: "/api/venue-images", handler: venueImages as Handler, field: "venueImageURL", purpose: "venue", kind: "image", typeMessage: "Please select an image file", limit: 10 * MB, sizeMessage: "File size must be less than 10MB" },
  { endpoint: "/api/business-images", handler: businessImages as Handler, field: "businessImageURL", purpose: "business", kind: "image", typeMessage: "Please select an image file", limit: 100 * MB, sizeMessage: "File size must be less than 100MB" },
];

let alice: TestUser;
let bob: TestUser;
let jpeg: Buffer;
const video = mp4Bytes(300 * 1024);

beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser({ firstName: "Alice" }), createUser({ firstName: "Bob" })]);
  jpeg = await jpegWithGps();
});

const sample = (kind: "image" | "video") => (kind === "image" ? { bytes: jpeg, type: "image/jpeg" } : { bytes: video, type: "video/mp4" });

describe.each(rows)("PUT $endpoint", (row) => {
  it(`registers a ${row.kind} and serves it back with the right type`, async () => {
    const { bytes, type } = sample(row.kind);
    const { reg } = await uploadAndRegister(alice.cookie, row.handler, row.endpoint, row.field, bytes, type);
    expect(reg.status).toBe(200);
    expect(reg.data.objectPath).toMatch(/^\/objects\/m\/[0-9a-f]{32}\.(jpg|mp4)$/);
    const served = await fetchObject(reg.data.objectPath, { cookie: alice.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(type);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    if (row.kind === "video") {
      expect(served.bytes.equals(video)).toBe(true);
    } else {
      const meta = await sharp(served.bytes).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(1080);
      expect(meta.exif).toBeUndefined();
      expect(served.bytes.includes(Buffer.from("NijiPhone"))).toBe(false);
    }
    const row2 = await db.upload.findFirst({ where: { objectKey: reg.data.objectPath.slice("/objects/".length) } });
    expect(row2).toMatchObject({ ownerId: alice.id, purpose: row.purpose, kind: row.kind });
    expect(row2?.registeredAt).toBeInstanceOf(Date);
  });

  it("refuses anonymous registration with 401", async () => {
    const uploadURL = await requestAddress(alice.cookie);
    const res = await call(row.handler, row.endpoint, { method: "PUT", body: { [row.field]: uploadURL } });
    expect(res.status).toBe(401);
  });

  it("rejects a text file claimed as image/png with the spec's message", async () => {
    const uploadURL = await requestAddress(alice.cookie, row.purpose);
    const put = await putBytes(uploadURL, "just some text, not a picture", "image/png");
    expect(put.status).toBe(400);
    expect(put.data.message).toBe(row.typeMessage);
    const reg = await call(row.handler, row.endpoint, { method: "PUT", cookie: alice.cookie, body: { [row.field]: uploadURL } });
    expect(reg.status).toBe(400);
  });

  it("stops reading an oversize body at the limit and answers 413", async () => {
    const uploadURL = await requestAddress(alice.cookie, row.purpose);
    const head = row.kind === "image" ? jpeg.subarray(0, 4096) : video.subarray(0, 4096);
    const chunk = 256 * 1024;
    const { stream, counter } = countingBody(head, row.limit + 20 * MB, chunk);
    const put = await putBytes(uploadURL, stream, row.kind === "image" ? "image/jpeg" : "video/mp4");
    expect(put.status).toBe(413);
    expect(put.data.message).toBe(row.sizeMessage);
    expect(counter.pulled).toBeGreaterThan(row.limit);
    expect(counter.pulled).toBeLessThanOrEqual(row.limit + 4 * chunk);
    expect(counter.cancelled).toBe(true);
    const stored = await db.upload.findFirst({ where: { ownerId: alice.id }, orderBy: { createdAt: "desc" } });
    expect(stored?.objectKey).toBeNull();
  });

  it("refuses a replayed upload address and another member's upload", async () => {
    const { bytes, type } = sample(row.kind);
    const uploadURL = await requestAddress(alice.cookie);
    expect((await putBytes(uploadURL, new Uint8Array(bytes), type)).status).toBe(200);
    const replay = await putBytes(uploadURL, new Uint8Array(bytes), type);
    expect(replay.status).toBe(403);
    expect(replay.data.message).toBe("This upload address has expired or was already used");
    const stolen = await call(row.handler, row.endpoint, { method: "PUT", cookie: bob.cookie, body: { [row.field]: uploadURL } });
    expect(stolen.status).toBe(403);
    const own = await call(row.handler, row.endpoint, { method: "PUT", cookie: alice.cookie, body: { [row.field]: uploadURL } });
    expect(own.status).toBe(200);
  });

  it.each([
    ["an external URL", "https://evil.example/cat.png"],
    ["an objectPath", "/objects/m/0123456789abcdef0123456789abcdef.jpg"],
    ["a malformed token", "/api/uploads/../../etc/passwd"],
    ["an unknown token", `/api/uploads/${"A".repeat(43)}`],
    ["10k characters", "x".repeat(10_000)],
  ])("rejects %s with 400", async (_name, value) => {
    const res = await call(row.handler, row.endpoint, { method: "PUT", cookie: alice.cookie, body: { [row.field]: value } });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
  });

  it.each([
    ["wrong type", { [row.field]: 42 }],
    ["missing field", {}],
    ["array body", []],
  ])("rejects a body with %s", async (_name, body) => {
    const res = await call(row.handler, row.endpoint, { method: "PUT", cookie: alice.cookie, body });
    expect(res.status).toBe(400);
  });
});

describe("purpose rules at registration", () => {
  it.each([
    ["/api/background-videos", backgroundVideos, "backgroundVideoURL", "image", "Please select a video file"],
    ["/api/profile-images", profileImages, "profileImageURL", "video", "Please select an image file."],
    ["/api/venue-images", venueImages, "venueImageURL", "video", "Please select an image file"],
  ] as const)("%s refuses a %s", async (endpoint, handler, field, kind, message) => {
    const { bytes, type } = sample(kind);
    const { reg } = await uploadAndRegister(alice.cookie, handler as Handler, endpoint, field, bytes, type);
    expect(reg.status).toBe(400);
    expect(reg.data.message).toBe(message);
  });

  it("checks the purpose's size limit when the address carried no purpose", async () => {
    const big = mp4Bytes(11 * MB);
    const { reg } = await uploadAndRegister(alice.cookie, storyImages as Handler, "/api/story-images", "imageURL", big, "video/mp4");
    expect(reg.status).toBe(413);
    expect(reg.data.message).toBe("File size must be less than 10MB");
    const post = await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", big, "video/mp4");
    expect(post.reg.status).toBe(200);
  });

  it("registers a business image for the edit screen with its 10 MB limit", async () => {
    const { reg } = await uploadAndRegister(alice.cookie, businessImages as Handler, "/api/business-images", "businessImageURL", jpeg, "image/jpeg", "business-edit");
    expect(reg.status).toBe(200);
    const row = await db.upload.findFirst({ where: { objectKey: reg.data.objectPath.slice("/objects/".length) } });
    expect(row?.purpose).toBe("business-edit");
  });

  it("is idempotent for the same purpose and refuses reuse for another", async () => {
    const { uploadURL, reg } = await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", jpeg, "image/jpeg");
    const again = await call(postImages as Handler, "/api/post-images", { method: "PUT", cookie: alice.cookie, body: { imageURL: uploadURL } });
    expect(again.data.objectPath).toBe(reg.data.objectPath);
    const other = await call(storyImages as Handler, "/api/story-images", { method: "PUT", cookie: alice.cookie, body: { imageURL: uploadURL } });
    expect(other.status).toBe(409);
  });

  it("refuses to register an address whose file never arrived", async () => {
    const uploadURL = await requestAddress(alice.cookie);
    const res = await call(postImages as Handler, "/api/post-images", { method: "PUT", cookie: alice.cookie, body: { imageURL: uploadURL } });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("The file has not been uploaded yet");
  });
});
