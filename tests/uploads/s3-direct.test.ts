import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PUT as registerPostImage } from "@/app/api/post-images/route";
import { POST as uploadAddress } from "@/app/api/objects/upload/route";
import { GET as getObject } from "@/app/objects/[...key]/route";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";
import { cleanupUnregisteredUploads } from "@/lib/domain/uploads/cleanup-uploads";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { withS3Storage } from "@/tests/support/s3-storage";

// Direct-to-storage uploads (issue #18) against a real S3-protocol server (s3rver): the browser PUTs
// to a presigned address on the store, registration checks, re-encodes and moves the object, and
// refuses (and deletes) what fails.
const BUCKET = "niji-test";
const s3 = withS3Storage(BUCKET);

async function address(member: TestUser) {
  const res = await call(uploadAddress as Handler, "/api/objects/upload", { cookie: member.cookie, body: { purpose: "post" } });
  expect(res.status).toBe(200);
  return res.data.uploadURL as string;
}
const incomingOf = (uploadURL: string) => new URL(uploadURL).pathname.replace(`/${BUCKET}/`, "");
const putTo = (uploadURL: string, body: Buffer, type: string) => fetch(uploadURL, { method: "PUT", headers: { "content-type": type }, body: new Uint8Array(body) });
const register = (member: TestUser, uploadURL: string) => call(registerPostImage as Handler, "/api/post-images", { method: "PUT", cookie: member.cookie, body: { imageURL: uploadURL } });

describe("direct uploads to S3", () => {
  it("hands out a presigned PUT on the store; registration re-encodes without metadata, moves it and serves it to members", async () => {
    const member = await createUser();
    const uploadURL = await address(member);
    expect(uploadURL.startsWith(`${s3.endpoint()}/${BUCKET}/incoming/`)).toBe(true);
    expect(uploadURL).toContain("X-Amz-Signature=");
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#008026" } })
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCo", Model: "Secret Phone" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await putTo(uploadURL, photo, "image/jpeg")).status).toBe(200);

    const res = await register(member, uploadURL);
    expect(res.status).toBe(200);
    const objectPath = res.data.objectPath as string;
    expect(objectPath).toMatch(/^\/objects\/m\/[0-9a-f]{32}\.jpg$/);
    expect(await getStorage().stat(incomingOf(uploadURL))).toBeNull();

    const served = await call(getObject as unknown as Handler, objectPath, { cookie: member.cookie, params: { key: objectPath.split("/").slice(2) } as never });
    expect(served.status).toBe(200);
    const stored = await getStorage().get(objectPath.slice("/objects/".length));
    const bytes = Buffer.from(await new Response(stored!.body).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1080);

    // registering again answers the same objectPath
    expect((await register(member, uploadURL)).data).toEqual({ objectPath });
  });

  it("refuses an oversized file with 413 and deletes it from the bucket", async () => {
    const member = await createUser();
    const uploadURL = await address(member);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    expect((await putTo(uploadURL, big, "image/jpeg")).status).toBe(200);
    const res = await register(member, uploadURL);
    expect(res.status).toBe(413);
    expect(res.data.message).toBe("File size must be less than 10MB"); // as through the app, from the declared size
    expect(await getStorage().stat(incomingOf(uploadURL))).toBeNull();
  });

  it("refuses a mislabelled file (text sent as image/jpeg) with 400 and deletes it", async () => {
    const member = await createUser();
    const uploadURL = await address(member);
    expect((await putTo(uploadURL, Buffer.from("just some text, not a picture at all"), "image/jpeg")).status).toBe(200);
    const res = await register(member, uploadURL);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
    expect(await getStorage().stat(incomingOf(uploadURL))).toBeNull();
    const row = await db.upload.findFirst({ where: { ownerId: member.id }, select: { objectKey: true, registeredAt: true } });
    expect(row).toEqual({ objectKey: null, registeredAt: null });
  });

  it("another member cannot register my upload; registering before the PUT says so", async () => {
    const [me, other] = await Promise.all([createUser(), createUser()]);
    const uploadURL = await address(me);
    expect((await register(me, uploadURL)).data.message).toBe("The file has not been uploaded yet");
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#24408e" } }).png().toBuffer();
    await putTo(uploadURL, png, "image/png");
    const stolen = await register(other, uploadURL);
    expect(stolen.status).toBe(403);
    expect(stolen.data.message).toBe("You can only use your own uploads");
    expect((await register(me, uploadURL)).status).toBe(200);
  });

  it("the cleanup removes a direct upload never registered, from the bucket and the table", async () => {
    const member = await createUser();
    const uploadURL = await address(member);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#732982" } }).png().toBuffer();
    await putTo(uploadURL, png, "image/png");
    expect(await getStorage().stat(incomingOf(uploadURL))).not.toBeNull();
    await db.upload.updateMany({ where: { ownerId: member.id }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    expect(await cleanupUnregisteredUploads()).toBeGreaterThanOrEqual(1);
    expect(await getStorage().stat(incomingOf(uploadURL))).toBeNull();
    expect(await db.upload.count({ where: { ownerId: member.id } })).toBe(0);
  });
});
