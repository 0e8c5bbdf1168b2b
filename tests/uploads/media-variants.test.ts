import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as postImages } from "@/app/api/post-images/route";
import { DELETE as deletePostRoute, GET as getPostRoute } from "@/app/api/posts/[id]/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { GET as getUserRoute, PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { PUT as profileImages } from "@/app/api/profile-images/route";
import { PUT as storyImages } from "@/app/api/story-images/route";
import { PUT as commentMedia } from "@/app/api/comment-media/route";
import { PUT as messageMedia } from "@/app/api/message-media/route";
import { GET as storiesRoute, POST as createStoryRoute } from "@/app/api/stories/route";
import { POST as createCommentRoute } from "@/app/api/posts/[id]/comments/route";
import { POST as conversationsRoute } from "@/app/api/conversations/route";
import { POST as sendMessageRoute } from "@/app/api/conversations/[id]/messages/route";
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

// The same variants for every other still image a member uploads (docs/decisions/media.md): the
// reply names them beside the image's address, and each variant answers exactly as its original.
describe("image variants of avatars, stories, comments and messages", () => {
  const upload = async (user: TestUser, handler: unknown, endpoint: string, field: string, purpose: string) => {
    const { reg } = await uploadAndRegister(user.cookie, h(handler), endpoint, field, await jpegWithGps(1600, 1200), "image/jpeg", purpose);
    expect(reg.status).toBe(200);
    return reg.data.objectPath as string;
  };
  /** The original's status and every variant's, GET and HEAD, are one and the same. */
  const expectEveryWidth = async (original: string, viewer: TestUser, status: number) => {
    expect((await fetchObject(original, { cookie: viewer.cookie })).status, original).toBe(status);
    for (const width of WIDTHS) {
      expect((await fetchObject(variantUrl(original, width), { cookie: viewer.cookie })).status, `w${width}`).toBe(status);
      expect((await fetchObject(variantUrl(original, width), { cookie: viewer.cookie, head: true })).status, `HEAD w${width}`).toBe(status);
    }
  };
  const PLACEHOLDER = expect.stringMatching(/^[A-Za-z0-9+/]{20,60}=*$/);

  it("a profile photo: its widths ride with the member's summary and profile; the variants are any member's but a blocked one's", async () => {
    const avatar = await upload(owner, profileImages, "/api/profile-images", "profileImageURL", "profile");
    const saved = await call(h(updateUserRoute), "/x", { method: "PUT", cookie: owner.cookie, params: { id: owner.id }, body: { username: owner.username, profileImageUrl: avatar } });
    expect(saved.status).toBe(200);
    const profile = await call(h(getUserRoute), "/x", { cookie: stranger.cookie, params: { id: owner.id } });
    expect(profile.data).toMatchObject({ profileImageUrl: avatar, profileImageWidths: WIDTHS });
    const one = await call(h(getPostRoute), `/api/posts/${postId}`, { cookie: follower.cookie, params: { id: postId } });
    expect(one.data.user).toMatchObject({ profileImageUrl: avatar, profileImageWidths: WIDTHS });
    await expectEveryWidth(avatar, stranger, 200);
    await expectEveryWidth(avatar, blocked, 404);
  });

  it("a story photo: the story's audience while it lives, then 404 once it expires", async () => {
    const photo = await upload(owner, storyImages, "/api/story-images", "imageURL", "story");
    const created = await call(h(createStoryRoute), "/api/stories", { cookie: owner.cookie, body: { imageUrl: photo, audience: "followers" } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ imageUrl: photo, imageWidths: WIDTHS, imagePlaceholder: PLACEHOLDER });
    const listed = await call(h(storiesRoute), "/api/stories", { cookie: follower.cookie });
    expect((listed.data as { id: string }[]).find((s) => s.id === created.data.id)).toMatchObject({ imageWidths: WIDTHS, imagePlaceholder: PLACEHOLDER });
    await expectEveryWidth(photo, follower, 200);
    await expectEveryWidth(photo, stranger, 404);
    await expectEveryWidth(photo, blocked, 404);
    await db.story.update({ where: { id: created.data.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    await expectEveryWidth(photo, follower, 404);
  });

  it("a comment image: the post's audience", async () => {
    const image = await upload(owner, commentMedia, "/api/comment-media", "mediaURL", "comment");
    const created = await call(h(createCommentRoute), "/x", { cookie: owner.cookie, params: { id: postId }, body: { content: "close up", imageUrl: image } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ imageUrl: image, imageWidths: WIDTHS, imagePlaceholder: PLACEHOLDER });
    await expectEveryWidth(image, follower, 200);
    await expectEveryWidth(image, stranger, 404);
    await expectEveryWidth(image, blocked, 404);
  });

  it("a message image: the conversation's two members only", async () => {
    const started = await call(h(conversationsRoute), "/api/conversations", { cookie: owner.cookie, body: { userId: follower.id } });
    expect(started.status).toBeLessThan(300);
    const image = await upload(owner, messageMedia, "/api/message-media", "mediaURL", "message");
    const sent = await call(h(sendMessageRoute), "/x", { cookie: owner.cookie, params: { id: started.data.id }, body: { mediaUrl: image } });
    expect(sent.status).toBe(201);
    expect(sent.data.media).toEqual({ url: image, mediaType: "image", altText: null, widths: WIDTHS, placeholder: PLACEHOLDER });
    await expectEveryWidth(image, owner, 200);
    await expectEveryWidth(image, follower, 200);
    await expectEveryWidth(image, stranger, 404);
    await expectEveryWidth(image, blocked, 404);
  });
});
