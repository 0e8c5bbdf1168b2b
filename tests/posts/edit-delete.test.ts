import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute, GET as postRoute, PUT as updateRoute } from "@/app/api/posts/[id]/route";
import { db } from "@/lib/data/db";
import { deletePost } from "@/lib/domain/posts/delete-post";
import { h, seedPost } from "@/tests/posts/support";
import { objectExists, storyUpload } from "@/tests/stories/helpers";
import { call, createUser, type TestUser } from "@/tests/support/http";

const getPost = h(postRoute);
const update = h(updateRoute);
const remove = h(deleteRoute);

let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  author = await createUser({ firstName: "Aiko" });
  other = await createUser({ firstName: "Kenji" });
  admin = await createUser({ firstName: "Admin", admin: true });
});

const put = (user: TestUser | null, id: string, body: unknown, extra: { headers?: Record<string, string>; rawBody?: string } = {}) =>
  call(update, "/x", { method: "PUT", cookie: user?.cookie, params: { id }, body: extra.rawBody === undefined ? body : undefined, ...extra });
const del = (user: TestUser | null, id: string) => call(remove, "/x", { method: "DELETE", cookie: user?.cookie, params: { id } });

/** A post with two stored media objects, a like, a save, and a comment carrying a stored image. */
async function richPost(authorId: string) {
  const [a, b] = [await storyUpload(authorId, "image", "post"), await storyUpload(authorId, "video", "post")];
  const post = await db.post.create({
    data: { authorId, caption: "Pride!", location: "Tokyo", media: { create: [{ position: 0, url: a.objectPath, type: "image" }, { position: 1, url: b.objectPath, type: "video" }] } },
  });
  const commentMedia = await storyUpload(other.id, "image", "comment");
  const collection = await db.collection.create({ data: { ownerId: other.id, title: `Saved ${post.id}` } });
  await db.postLike.create({ data: { postId: post.id, userId: other.id } });
  await db.savedPost.create({ data: { postId: post.id, userId: other.id, collectionId: collection.id } });
  await db.comment.create({ data: { postId: post.id, authorId: other.id, content: "so good", imageUrl: commentMedia.objectPath } });
  return { id: post.id, keys: [a.objectKey, b.objectKey, commentMedia.objectKey], collectionId: collection.id };
}

describe("PUT /api/posts/{id}", () => {
  it("lets the author change caption and location, answering the post as GET does", async () => {
    const post = await seedPost(author.id, { caption: "before" });
    const res = await put(author, post.id, { caption: "  after  ", location: " Shibuya " });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: post.id, userId: author.id, caption: "after", location: "Shibuya", user: { firstName: "Aiko" } });
    const read = await call(getPost, "/x", { cookie: author.cookie, params: { id: post.id } });
    expect(read.data).toEqual(res.data);
  });

  it("changes only the fields sent; null or blank clears one", async () => {
    const post = await seedPost(author.id, { caption: "keep me" });
    await db.post.update({ where: { id: post.id }, data: { location: "Osaka" } });
    expect((await put(author, post.id, { location: "Kyoto" })).data).toMatchObject({ caption: "keep me", location: "Kyoto" });
    expect((await put(author, post.id, { caption: "   " })).data).toMatchObject({ caption: null, location: "Kyoto" });
    expect((await put(author, post.id, { location: null })).data).toMatchObject({ caption: null, location: null });
  });

  it("answers 401 signed out, 403 to another member and to an admin, 404 for a missing post", async () => {
    const post = await seedPost(author.id, { caption: "mine" });
    expect((await put(null, post.id, { caption: "x" })).status).toBe(401);
    const forbidden = await put(other, post.id, { caption: "hijacked" });
    expect(forbidden).toMatchObject({ status: 403, data: { code: "forbidden", message: "You can only change your own posts" } });
    expect((await put(admin, post.id, { caption: "admin edit" })).status).toBe(403);
    expect((await put(author, "missing-post", { caption: "x" })).data).toMatchObject({ code: "not_found", message: "Post not found" });
    expect((await put(author, "../../etc", { caption: "x" })).status).toBe(404);
    expect((await db.post.findUnique({ where: { id: post.id } }))?.caption).toBe("mine");
  });

  it("hides a post behind a block: 404 for the blocked member", async () => {
    const post = await seedPost(author.id, { caption: "hidden" });
    await db.block.create({ data: { blockerId: author.id, blockedId: other.id } });
    try {
      expect((await put(other, post.id, { caption: "x" })).status).toBe(404);
      expect((await del(other, post.id)).status).toBe(404);
    } finally {
      await db.block.delete({ where: { blockerId_blockedId: { blockerId: author.id, blockedId: other.id } } });
    }
    expect(await db.post.count({ where: { id: post.id, caption: "hidden" } })).toBe(1);
  });

  const long = "x".repeat(3000);
  it.each([
    ["empty body", {}, "Nothing to update"],
    ["only unknown fields", { authorId: "someone", mediaFiles: [] }, "Nothing to update"],
    ["caption too long", { caption: long }, "Caption must be at most 2200 characters"],
    ["location too long", { location: long.slice(0, 101) }, "Location must be at most 100 characters"],
    ["wrong types", { caption: 5, location: ["x"] }, "Invalid input"],
    ["array body", [], undefined],
    ["NUL character", { caption: "a\u0000b" }, undefined],
  ])("%s -> 400, nothing changed", async (_name, body, message) => {
    const post = await seedPost(author.id, { caption: "steady" });
    const res = await put(author, post.id, body);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
    if (message) expect(res.data.message).toBe(message);
    expect(await db.post.findUnique({ where: { id: post.id }, select: { caption: true, authorId: true } })).toEqual({ caption: "steady", authorId: author.id });
  });

  it("refuses malformed JSON (400) and non-JSON bodies (415)", async () => {
    const post = await seedPost(author.id, { caption: "steady" });
    expect((await put(author, post.id, undefined, { rawBody: "{caption:", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await put(author, post.id, undefined, { rawBody: "caption=x", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await db.post.findUnique({ where: { id: post.id } }))?.caption).toBe("steady");
  });
});

describe("DELETE /api/posts/{id}", () => {
  it("the author deletes a post: 204, its likes, comments, saves and stored media go, then GET is 404", async () => {
    const post = await richPost(author.id);
    const res = await del(author, post.id);
    expect(res.status).toBe(204);
    expect(res.data).toBeNull();
    expect((await call(getPost, "/x", { cookie: author.cookie, params: { id: post.id } })).status).toBe(404);
    expect(await db.postMedia.count({ where: { postId: post.id } })).toBe(0);
    expect(await db.postLike.count({ where: { postId: post.id } })).toBe(0);
    expect(await db.comment.count({ where: { postId: post.id } })).toBe(0);
    expect(await db.savedPost.count({ where: { postId: post.id } })).toBe(0);
    expect(await db.collection.count({ where: { id: post.collectionId } })).toBe(1); // the collection itself stays
    for (const key of post.keys) {
      expect(await objectExists(key)).toBe(false);
      expect(await db.upload.count({ where: { objectKey: key } })).toBe(0);
    }
    expect((await del(author, post.id)).status).toBe(404);
  });

  it("an admin may delete another member's post", async () => {
    const post = await richPost(author.id);
    expect((await del(admin, post.id)).status).toBe(204);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
    expect(await objectExists(post.keys[0]!)).toBe(false);
  });

  it("an admin may delete a post even when its author blocked the admin (a block cannot shield content from moderation)", async () => {
    const blocker = await createUser({ firstName: "Hider" });
    const post = await seedPost(blocker.id);
    await db.block.create({ data: { blockerId: blocker.id, blockedId: admin.id } });
    expect((await del(admin, post.id)).status).toBe(204);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  });

  it("answers 401 signed out, 403 to another member, 404 for a missing post; nothing changes", async () => {
    const post = await richPost(author.id);
    expect((await del(null, post.id)).status).toBe(401);
    expect(await del(other, post.id)).toMatchObject({ status: 403, data: { code: "forbidden" } });
    expect((await del(other, "no-such-post")).status).toBe(404);
    expect((await del(other, "%00")).status).toBe(404);
    expect(await db.post.count({ where: { id: post.id } })).toBe(1);
    expect(await db.postLike.count({ where: { postId: post.id } })).toBe(1);
    for (const key of post.keys) expect(await objectExists(key)).toBe(true);
  });

  it("keeps media another post of the author still shows, demo objects and objects the author doesn't own", async () => {
    const shared = await storyUpload(author.id, "image", "post");
    const foreign = await storyUpload(other.id, "image", "post");
    const doomed = await db.post.create({
      data: {
        authorId: author.id,
        media: { create: [{ position: 0, url: shared.objectPath, type: "image" }, { position: 1, url: foreign.objectPath, type: "image" }, { position: 2, url: "/objects/demo/x.jpg", type: "image" }] },
      },
    });
    const keeper = await db.post.create({ data: { authorId: author.id, media: { create: [{ position: 0, url: shared.objectPath, type: "image" }] } } });
    expect((await del(author, doomed.id)).status).toBe(204);
    expect(await objectExists(shared.objectKey)).toBe(true);
    expect(await objectExists(foreign.objectKey)).toBe(true);
    expect(await db.upload.count({ where: { objectKey: { in: [shared.objectKey, foreign.objectKey] } } })).toBe(2);
    expect((await call(getPost, "/x", { cookie: author.cookie, params: { id: keeper.id } })).status).toBe(200);
  });

  it("deletePost (the service the moderation queue calls) follows the same rules", async () => {
    const post = await seedPost(author.id);
    await expect(deletePost({ id: other.id, isAdmin: false }, post.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(deletePost({ id: admin.id, isAdmin: true }, "missing")).rejects.toMatchObject({ code: "not_found" });
    await deletePost({ id: admin.id, isAdmin: true }, post.id);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  });
});
