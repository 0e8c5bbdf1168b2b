import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { GET as getPostRoute } from "@/app/api/posts/[id]/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { variantUrl } from "@/lib/contract/media/variants";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";
import { backfillImageVariants } from "@/lib/domain/uploads/backfill-image-variants";
import { keyFromObjectPath } from "@/lib/domain/uploads/tokens";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { withS3Storage } from "@/tests/support/s3-storage";
import { fetchObject, jpegWithGps, uploadAndRegister } from "./support";

// scripts/backfill-image-variants.ts: uploads stored before image variants existed get them, as a new
// upload does (storeImageExtras), from the stored original, through the storage driver: local, and S3
// (s3rver, as tests/uploads/s3-direct.test.ts).
const h = (handler: unknown) => handler as Handler;
const WIDTHS = [320, 640, 1080];

let owner: TestUser;

async function postWithPhoto(): Promise<{ postId: string; image: string; key: string }> {
  const { reg } = await uploadAndRegister(owner.cookie, h(postImages), "/api/post-images", "imageURL", await jpegWithGps(1600, 1200), "image/jpeg", "post");
  expect(reg.status).toBe(200);
  const image = reg.data.objectPath as string;
  const created = await call(h(createPostRoute), "/api/posts", { cookie: owner.cookie, body: { mediaFiles: [{ url: image, type: "image" }] } });
  expect(created.status).toBe(201);
  return { postId: created.data.id, image, key: keyFromObjectPath(image)! };
}

/** The upload as it was before variants: no widths and no placeholder on its rows, no variant objects. */
async function asBeforeVariants(key: string) {
  await db.upload.update({ where: { objectKey: key }, data: { variantWidths: [], placeholder: null } });
  await db.postMedia.updateMany({ where: { url: `/objects/${key}` }, data: { variantWidths: [], placeholder: null } });
  for (const width of WIDTHS) await getStorage().delete(variantUrl(key, width));
}

beforeAll(async () => {
  owner = await createUser();
});

describe("backfilling image variants", () => {
  it("gives an earlier upload and its post the variants and placeholder a new upload gets; a second run changes nothing", async () => {
    const fresh = await postWithPhoto();
    const reference = await call(h(getPostRoute), `/api/posts/${fresh.postId}`, { cookie: owner.cookie, params: { id: fresh.postId } });
    const old = await postWithPhoto();
    // one variant object left by an interrupted run (here not even an image): put never overwrites, so the backfill replaces it
    await asBeforeVariants(old.key);
    await getStorage().put(variantUrl(old.key, 640), Buffer.from("half-written"), { contentType: "image/webp" });
    const bare = await call(h(getPostRoute), `/api/posts/${old.postId}`, { cookie: owner.cookie, params: { id: old.postId } });
    expect(bare.data.mediaFiles[0]).not.toHaveProperty("widths");

    // (other files' uploads share the database: the counts are at least this one's)
    const done = await backfillImageVariants({ batch: 1 });
    expect(done.uploads).toBeGreaterThanOrEqual(1);
    expect(done.variants).toBeGreaterThanOrEqual(3);
    expect(done.postMedia).toBeGreaterThanOrEqual(1);
    const post = await call(h(getPostRoute), `/api/posts/${old.postId}`, { cookie: owner.cookie, params: { id: old.postId } });
    expect(post.data.mediaFiles).toEqual([{ ...reference.data.mediaFiles[0], url: old.image }]);
    expect(post.data.mediaFiles[0]).toMatchObject({ widths: WIDTHS, placeholder: expect.stringMatching(/^[A-Za-z0-9+/]{20,60}=*$/) });
    for (const width of WIDTHS) {
      const res = await fetchObject(variantUrl(old.image, width), { cookie: owner.cookie });
      expect(res.status, `w${width}`).toBe(200);
      expect(await sharp(res.bytes).metadata()).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
    }

    const stats = await Promise.all(WIDTHS.map((w) => getStorage().stat(variantUrl(old.key, w))));
    expect(await backfillImageVariants()).toMatchObject({ uploads: 0, variants: 0, postMedia: 0 });
    expect(await Promise.all(WIDTHS.map((w) => getStorage().stat(variantUrl(old.key, w))))).toEqual(stats);
  });

  it("copies an upload's variants to post media still without them (a run stopped between its updates)", async () => {
    const { postId, key } = await postWithPhoto();
    const upload = await db.upload.findUniqueOrThrow({ where: { objectKey: key }, select: { variantWidths: true, placeholder: true } });
    await db.postMedia.updateMany({ where: { postId }, data: { variantWidths: [], placeholder: null } });
    expect(await backfillImageVariants()).toMatchObject({ uploads: 0, variants: 0, postMedia: 1 });
    expect(await db.postMedia.findFirstOrThrow({ where: { postId }, select: { variantWidths: true, placeholder: true } })).toEqual(upload);
  });
  it("copies an upload's variants onto an avatar, a story, a comment and a message written before those copied them", async () => {
    const { postId, image, key } = await postWithPhoto();
    const upload = await db.upload.findUniqueOrThrow({ where: { objectKey: key }, select: { variantWidths: true, placeholder: true } });
    expect(upload.variantWidths).toEqual(WIDTHS);
    // rows written before 20261201140000 (each shows the same stored image here; only its address matters)
    const other = await createUser();
    await db.user.update({ where: { id: owner.id }, data: { profileImageUrl: image, profileImageVariantWidths: [] } });
    const story = await db.story.create({ data: { authorId: owner.id, imageUrl: image }, select: { id: true } });
    const comment = await db.comment.create({ data: { postId, authorId: owner.id, content: "look", imageUrl: image }, select: { id: true } });
    const [a, b] = [owner.id, other.id].sort();
    const conversation = await db.conversation.create({ data: { userAId: a!, userBId: b!, starterId: owner.id }, select: { id: true } });
    const message = await db.message.create({ data: { conversationId: conversation.id, senderId: owner.id, mediaUrl: image, mediaType: "image" }, select: { id: true } });

    expect((await backfillImageVariants()).others).toBeGreaterThanOrEqual(4);
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { profileImageVariantWidths: true } })).toEqual({ profileImageVariantWidths: WIDTHS });
    expect(await db.story.findUniqueOrThrow({ where: { id: story.id }, select: { variantWidths: true, placeholder: true } })).toEqual(upload);
    expect(await db.comment.findUniqueOrThrow({ where: { id: comment.id }, select: { imageVariantWidths: true, imagePlaceholder: true } })).toEqual({ imageVariantWidths: WIDTHS, imagePlaceholder: upload.placeholder });
    expect(await db.message.findUniqueOrThrow({ where: { id: message.id }, select: { mediaVariantWidths: true, mediaPlaceholder: true } })).toEqual({ mediaVariantWidths: WIDTHS, mediaPlaceholder: upload.placeholder });
    // nothing left to copy on a second run
    expect((await backfillImageVariants()).others).toBe(0);
    await db.user.update({ where: { id: owner.id }, data: { profileImageUrl: null, profileImageVariantWidths: [] } });
  });
});

describe("backfilling image variants on S3", () => {
  const BUCKET = "niji-backfill";
  withS3Storage(BUCKET);

  it("reads the original from the bucket and stores the variants beside it", async () => {
    // an upload stored on S3 before variants existed: its normalised JPEG, no variant columns
    const image = await registeredUpload(owner.id, "post");
    const key = keyFromObjectPath(image)!;
    await getStorage().put(key, await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0398a" } }).jpeg().toBuffer(), { contentType: "image/jpeg" });
    const post = await db.post.create({ data: { authorId: owner.id, media: { create: [{ position: 0, url: image, type: "image" }] } }, select: { id: true } });
    expect((await backfillImageVariants()).uploads).toBeGreaterThanOrEqual(1);
    const upload = await db.upload.findUniqueOrThrow({ where: { objectKey: key }, select: { variantWidths: true, placeholder: true } });
    expect(upload).toEqual({ variantWidths: [320, 640, 800], placeholder: expect.any(String) });
    expect(await db.postMedia.findFirstOrThrow({ where: { postId: post.id }, select: { variantWidths: true, placeholder: true } })).toEqual(upload);
    for (const width of upload.variantWidths) {
      const stored = await getStorage().get(variantUrl(key, width));
      expect(stored, `w${width}`).not.toBeNull();
      expect(await sharp(Buffer.from(await new Response(stored!.body).arrayBuffer())).metadata()).toMatchObject({ format: "webp", width });
    }
  });
});
