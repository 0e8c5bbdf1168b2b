import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { db } from "@/lib/data/db";
import { hashToken } from "@/lib/domain/uploads/tokens";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { countingBody, createUpload, fetchObject, jpegWithGps, MB, mp4Bytes, pngBytes, putBytes, requestAddress, uploadAndRegister } from "./support";

let alice: TestUser;

beforeAll(async () => {
  alice = await createUser({ firstName: "Alice" });
});

describe("POST /api/objects/upload", () => {
  it("returns a one-time address bound to the member and stores only its hash", async () => {
    const res = await call(createUpload, "/api/objects/upload", { method: "POST", cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.data.uploadURL).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{43}$/);
    const token = res.data.uploadURL.split("/").pop();
    const row = await db.upload.findUnique({ where: { tokenHash: hashToken(token) } });
    expect(row?.ownerId).toBe(alice.id);
    expect(row?.tokenHash).not.toContain(token);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it("refuses anonymous callers", async () => {
    expect((await call(createUpload, "/api/objects/upload", { method: "POST" })).status).toBe(401);
  });

  it.each([
    ["an unknown purpose", { purpose: "avatar" }],
    ["a wrong type", { purpose: 7 }],
    ["10k characters", { purpose: "x".repeat(10_000) }],
  ])("rejects %s", async (_name, body) => {
    expect((await call(createUpload, "/api/objects/upload", { method: "POST", cookie: alice.cookie, body })).status).toBe(400);
  });

  it("records a purpose hint", async () => {
    const uploadURL = await requestAddress(alice.cookie, "story");
    const row = await db.upload.findUnique({ where: { tokenHash: hashToken(uploadURL.split("/").pop() ?? "") } });
    expect(row?.purpose).toBe("story");
    expect(row?.registeredAt).toBeNull();
  });
});

describe("PUT /api/uploads/[token]", () => {
  it("refuses an expired address", async () => {
    const uploadURL = await requestAddress(alice.cookie);
    const tokenHash = hashToken(uploadURL.split("/").pop() ?? "");
    await db.upload.update({ where: { tokenHash }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await putBytes(uploadURL, new Uint8Array(await pngBytes()), "image/png");
    expect(res.status).toBe(403);
  });

  it("refuses unknown and malformed tokens", async () => {
    expect((await putBytes(`/api/uploads/${"b".repeat(43)}`, "x", "image/png")).status).toBe(403);
    expect((await putBytes("/api/uploads/short", "x", "image/png")).status).toBe(403);
  });

  it.each([
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "image/svg+xml"],
    ["HTML claimed as a JPEG", "<!doctype html><script>alert(1)</script>", "image/jpeg"],
    ["an empty body", "", "image/png"],
  ])("rejects %s", async (_name, body, type) => {
    const res = await putBytes(await requestAddress(alice.cookie), body, type);
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Please select an image or video file");
  });

  it("rejects a video declared as an image", async () => {
    const res = await putBytes(await requestAddress(alice.cookie), new Uint8Array(mp4Bytes(8192)), "image/png");
    expect(res.status).toBe(400);
  });

  it("rejects HEIC with a clear message", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(4), Buffer.from("mif1heic"), Buffer.alloc(4000)]);
    const res = await putBytes(await requestAddress(alice.cookie), new Uint8Array(heic), "image/heic");
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/HEIC/);
  });

  it("answers a corrupt image with the spec's processing message", async () => {
    const jpeg = await jpegWithGps();
    const broken = Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(2000, 1)]);
    const res = await putBytes(await requestAddress(alice.cookie), new Uint8Array(broken), "image/jpeg");
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Failed to process uploaded image");
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const { stream, counter } = countingBody(mp4Bytes(4096), 60 * MB);
    const res = await putBytes(await requestAddress(alice.cookie, "background"), stream, "video/mp4", { "content-length": String(60 * MB) });
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it("keeps a PNG as PNG and a transparent one transparent", async () => {
    const { reg } = await uploadAndRegister(alice.cookie, postImages as Handler, "/api/post-images", "imageURL", await pngBytes(), "image/png");
    const served = await fetchObject(reg.data.objectPath, { cookie: alice.cookie });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(reg.data.objectPath).toMatch(/\.png$/);
  });
});
