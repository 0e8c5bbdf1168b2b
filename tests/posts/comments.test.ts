import { registeredUpload } from "@/tests/support/uploads";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute, PUT as updateRoute } from "@/app/api/comments/[id]/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/posts/[id]/comments/route";
import { GET as postRoute } from "@/app/api/posts/[id]/route";
import { db } from "@/lib/data/db";
import { call, createUser, type TestUser } from "@/tests/support/http";
import {h, seedPost } from "@/tests/posts/support";

const list = h(listRoute);
const add = h(addRoute);
const update = h(updateRoute);
const remove = h(deleteRoute);
const getPost = h(postRoute);

let me: TestUser;
let other: TestUser;
let postId: string;

beforeAll(async () => {
  me = await createUser({ firstName: "Mika" });
  other = await createUser({ firstName: "Ren" });
  postId = (await seedPost(other.id)).id;
});

const addComment = (user: TestUser, body: unknown, id = postId) => call(add, "/x", { cookie: user.cookie, params: { id }, body });

describe("POST /api/posts/[id]/comments", () => {
  it("adds a text comment (trimmed) and counts it on the post", async () => {
    const res = await addComment(me, { content: "  Love this!  " });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ postId, userId: me.id, user: { id: me.id, firstName: "Mika" }, content: "Love this!", imageUrl: null, videoUrl: null });
    expect(Date.parse(res.data.createdAt)).not.toBeNaN();
    const post = await call(getPost, "/x", { cookie: me.cookie, params: { id: postId } });
    expect(post.data.commentsCount).toBeGreaterThanOrEqual(1);
  });

  it("adds a comment with only an image, or text plus a video; blank text is omitted", async () => {
    const image = await registeredUpload(me.id, "comment", "image");
    const onlyImage = await addComment(me, { content: "   ", imageUrl: image });
    expect(onlyImage.status).toBe(201);
    expect(onlyImage.data).toMatchObject({ content: null, imageUrl: image, videoUrl: null });
    const video = await registeredUpload(me.id, "comment", "video");
    const withVideo = await addComment(me, { content: "look", videoUrl: video });
    expect(withVideo.data).toMatchObject({ content: "look", imageUrl: null, videoUrl: video });
  });

  it("refuses media of the wrong kind, someone else's, or for another purpose", async () => {
    const video = await registeredUpload(me.id, "comment", "video");
    expect((await addComment(me, { imageUrl: video })).status).toBe(400);
    const theirs = await registeredUpload(other.id, "comment");
    expect((await addComment(me, { imageUrl: theirs })).status).toBe(400);
    const postImage = await registeredUpload(me.id, "post");
    expect((await addComment(me, { imageUrl: postImage })).status).toBe(400);
  });

  const long = "x".repeat(10_000);
  it.each([
    ["empty body", {}, "Please write a comment or attach an image or video"],
    ["blank text", { content: "   \n  " }, "Please write a comment or attach an image or video"],
    ["both media", { imageUrl: "/objects/a.png", videoUrl: "/objects/b.webm" }, "Attach one image or one video, not both"],
    ["too long", { content: long }, "Comment must be at most 1000 characters"],
    ["wrong types", { content: 42 }, "Comment must be text"],
    ["10k media", { imageUrl: long }, "Invalid media"],
  ])("%s -> 400", async (_name, body, message) => {
    const res = await addComment(me, body);
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("answers 404 for unknown or malformed post ids and 401 signed out", async () => {
    const unknown = await addComment(me, { content: "hi" }, "cnotapost000");
    expect(unknown.status).toBe(404);
    expect(unknown.data.message).toBe("Post not found");
    expect((await addComment(me, { content: "hi" }, "../x")).status).toBe(404);
    expect((await call(add, "/x", { params: { id: postId }, body: { content: "hi" } })).status).toBe(401);
  });
});

describe("GET /api/posts/[id]/comments", () => {
  it("lists comments oldest first with author", async () => {
    const post = (await seedPost(other.id)).id;
    const a = await addComment(me, { content: "first" }, post);
    const b = await addComment(other, { content: "second" }, post);
    const res = await call(list, "/x", { cookie: me.cookie, params: { id: post } });
    expect(res.status).toBe(200);
    expect(res.data.map((c: { id: string }) => c.id)).toEqual([a.data.id, b.data.id]);
    expect(res.data[1]).toMatchObject({ userId: other.id, user: { firstName: "Ren" }, content: "second" });
    expect(JSON.stringify(res.data)).not.toMatch(/email/);
    expect((await call(list, "/x", { cookie: me.cookie, params: { id: "cnotapost000" } })).status).toBe(404);
  });
});

describe("PUT and DELETE /api/comments/[id]", () => {
  it("lets the author edit (trimmed) and delete; others get 403 and nothing changes", async () => {
    const created = await addComment(me, { content: "original" });
    const id = created.data.id;
    const forbidden = await call(update, "/x", { method: "PUT", cookie: other.cookie, params: { id }, body: { content: "hacked" } });
    expect(forbidden.status).toBe(403);
    expect((await call(remove, "/x", { method: "DELETE", cookie: other.cookie, params: { id } })).status).toBe(403);
    expect((await db.comment.findUnique({ where: { id } }))?.content).toBe("original");

    const edited = await call(update, "/x", { method: "PUT", cookie: me.cookie, params: { id }, body: { content: "  edited  " } });
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ id, content: "edited", userId: me.id });

    const deleted = await call(remove, "/x", { method: "DELETE", cookie: me.cookie, params: { id } });
    expect(deleted.status).toBe(204);
    expect(await db.comment.findUnique({ where: { id } })).toBeNull();
    expect((await call(remove, "/x", { method: "DELETE", cookie: me.cookie, params: { id } })).status).toBe(404);
  });

  it.each([
    [{ content: "   " }, "Comment cannot be empty"],
    [{}, "Comment cannot be empty"],
    [{ content: 7 }, "Comment cannot be empty"],
    [{ content: "x".repeat(10_000) }, "Comment must be at most 1000 characters"],
  ])("edit %j -> 400", async (body, message) => {
    const created = await addComment(me, { content: "keep" });
    const res = await call(update, "/x", { method: "PUT", cookie: me.cookie, params: { id: created.data.id }, body });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it("answers 404 for unknown and malformed ids and 401 signed out", async () => {
    expect((await call(update, "/x", { method: "PUT", cookie: me.cookie, params: { id: "cnocomment00" }, body: { content: "x" } })).status).toBe(404);
    expect((await call(remove, "/x", { method: "DELETE", cookie: me.cookie, params: { id: "a/b" } })).status).toBe(404);
    expect((await call(remove, "/x", { method: "DELETE", params: { id: "cnocomment00" } })).status).toBe(401);
  });
});
