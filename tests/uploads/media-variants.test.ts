import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { DELETE as deletePostRoute, GET as getPostRoute } from "@/app/api/posts/[id]/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { variantUrl } from "@/lib/contract/media/variants";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";
import { cleanupUnregisteredUploads } from "@/lib/domain/uploads/cleanup-uploads";
import { hashToken, keyFromObjectPath } from "@/lib/domain/uploads/tokens";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { fetchObject, jpegWithGps, putBytes, requestAddress, uploadAndRegister } from "./support";

// Images sized for phones (docs/decisions/media.md): every still image gets WebP variants beside it
// and a ThumbHash; a variant is served under its original's rule, so a hidden post's variants are 404.
const h = (handler: unknown) => handler as Handler;
const WIDTHS = [320, 640, 1080];

let owner: TestUser;
let follower: TestUser;
let stranger: TestUser;
let blocked: TestUser;
let postId: string;
let image: string;

async function uploadPhoto(user: TestUser) {
  const { reg } = await uploadAndRegister(user.cookie, h(postImages), "/api/post-images", "imageURL", await jpegWithGps(1600, 1200), "image/jpeg", "post");
  expect(reg.status).toBe(200);
  return reg.data.objectPath as string;
}

beforeAll(async () => {
  [owner, follower, stranger, blocked] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
  expect((await call(h(followRoute), "/x", { method: "POST", cookie: follower.cookie, params: { id: owner.id } })).data).toMatchObject({ isFollowing: true });
  expect((await call(h(followRoute), "/x", { method: "POST", cookie: blocked.cookie, params: { id: owner.id } })).data).toMatchObject({ isFollowing: true });
  expect((await block(owner, blocked.id)).data).toEqual({ blocked: true });
  image = await uploadPhoto(owner);
  const created = await call(h(createPostRoute), "/api/posts", { cookie: owner.cookie, body: { mediaFiles: [{ url: image, type: "image" }], audience: "followers" } });
  expect(created.status).toBe(201);
  postId = created.data.id;
});

describe("image variants", () => {
  it("are listed with the placeholder in every post response, beside the spec's fields", async () => {
    const one = await call(h(getPostRoute), `/api/posts/${postId}`, { cookie: follower.cookie, params: { id: postId } });
    expect(one.data.mediaFiles).toEqual([{ url: image, type: "image", altText: null, widths: WIDTHS, placeholder: expect.stringMatching(/^[A-Za-z0-9+/]{20,60}=*$/) }]);
    const feed = await call(h(feedRoute), "/api/posts/feed", { cookie: follower.cookie });
    expect(feed.data.find((p: { id: string }) => p.id === postId).mediaFiles).toEqual(one.data.mediaFiles);
  });

  it("are WebP at their width, without the photo's EXIF or GPS", async () => {
    for (const width of WIDTHS) {
      const res = await fetchObject(variantUrl(image, width), { cookie: follower.cookie });
      expect(res.status, `w${width}`).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      const meta = await sharp(res.bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: Math.round((width * 3) / 4) });
      expect(meta.exif).toBeUndefined();
      expect(res.bytes.toString("latin1")).not.toMatch(/NijiPhone|Aiko Tanaka/);
    }
  });

  it.each([
    ["the owner", () => owner, 200],
    ["a follower", () => follower, 200],
    ["a member who does not follow (followers-only post)", () => stranger, 404],
    ["a blocked follower", () => blocked, 404],
  ])("answer %s exactly as the original does", async (_, viewer, status) => {
    const cookie = viewer().cookie;
    expect((await fetchObject(image, { cookie })).status).toBe(status);
    for (const width of WIDTHS) {
      expect((await fetchObject(variantUrl(image, width), { cookie })).status, `w${width}`).toBe(status);
      expect((await fetchObject(variantUrl(image, width), { cookie, head: true })).status, `HEAD w${width}`).toBe(status);
    }
  });

  it("answer 404 for a width that was not made, and to anonymous readers 401", async () => {
    expect((await fetchObject(variantUrl(image, 480), { cookie: owner.cookie })).status).toBe(404);
    expect((await fetchObject(variantUrl(image, 2160), { cookie: owner.cookie })).status).toBe(404);
    expect((await fetchObject(variantUrl(image, 320))).status).toBe(401);
  });

  it("are absent from the response of media stored before variants existed, and of videos", async () => {
    const old = await registeredUpload(owner.id, "post", "image");
    const video = await registeredUpload(owner.id, "post", "video");
    const created = await call(h(createPostRoute), "/api/posts", { cookie: owner.cookie, body: { mediaFiles: [{ url: old, type: "image" }, { url: video, type: "video" }] } });
    expect(created.data.mediaFiles).toEqual([
      { url: old, type: "image", altText: null },
      { url: video, type: "video", altText: null },
    ]);
  });

  it("go with their original when the post is deleted", async () => {
    const photo = await uploadPhoto(owner);
    const created = await call(h(createPostRoute), "/api/posts", { cookie: owner.cookie, body: { mediaFiles: [{ url: photo, type: "image" }] } });
    const key = keyFromObjectPath(photo)!;
    for (const width of WIDTHS) expect(await getStorage().stat(variantUrl(key, width))).not.toBeNull();
    expect((await call(h(deletePostRoute), "/x", { method: "DELETE", cookie: owner.cookie, params: { id: created.data.id } })).status).toBeLessThan(300);
    expect(await getStorage().stat(key)).toBeNull();
    for (const width of WIDTHS) expect(await getStorage().stat(variantUrl(key, width)), `w${width}`).toBeNull();
  });

  it("go with their original when the account is deleted (the Upload rows that name them leave first)", async () => {
    const leaving = await createUser();
    const photo = await uploadPhoto(leaving);
    expect((await call(h(createPostRoute), "/api/posts", { cookie: leaving.cookie, body: { mediaFiles: [{ url: photo, type: "image" }] } })).status).toBe(201);
    const key = keyFromObjectPath(photo)!;
    for (const width of WIDTHS) expect(await getStorage().stat(variantUrl(key, width))).not.toBeNull();
    const gone = await call(h(deleteUserRoute), "/x", { method: "DELETE", cookie: leaving.cookie, params: { id: leaving.id }, body: { password: leaving.password } });
    expect(gone.status).toBeLessThan(300);
    expect(await getStorage().stat(key)).toBeNull();
    for (const width of WIDTHS) expect(await getStorage().stat(variantUrl(key, width)), `w${width}`).toBeNull();
  });

  it("go with their original when an unregistered upload is cleaned up", async () => {
    const address = await requestAddress(owner.cookie, "post");
    expect((await putBytes(address, new Uint8Array(await jpegWithGps(700, 700)), "image/jpeg")).status).toBe(200);
    const tokenHash = hashToken(address.split("/").pop() ?? "");
    const row = await db.upload.update({ where: { tokenHash }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) }, select: { objectKey: true, variantWidths: true } });
    expect(row.variantWidths).toEqual([320, 640, 700]);
    await cleanupUnregisteredUploads();
    for (const key of [row.objectKey!, ...row.variantWidths.map((w) => variantUrl(row.objectKey!, w))]) expect(await getStorage().stat(key), key).toBeNull();
  });
});
