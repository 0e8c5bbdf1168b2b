import { registeredUpload } from "@/tests/support/uploads";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as likesRoute } from "@/app/api/posts/[id]/likes/route";
import { POST as likeRoute } from "@/app/api/posts/[id]/like/route";
import { GET as postRoute } from "@/app/api/posts/[id]/route";
import { POST as createRoute } from "@/app/api/posts/route";
import { db } from "@/lib/data/db";
import { call, createUser, type TestUser } from "@/tests/support/http";
import {h, seedPost } from "@/tests/posts/support";

const create = h(createRoute);
const getPost = h(postRoute);
const like = h(likeRoute);
const likes = h(likesRoute);

let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  me = await createUser({ firstName: "Aiko" });
  other = await createUser({ firstName: "Kenji" });
});

describe("POST /api/posts", () => {
  it("creates a post with ordered media of the stored kinds, caption and location", async () => {
    const image = await registeredUpload(me.id, "post", "image");
    const video = await registeredUpload(me.id, "post", "video");
    const res = await call(create, "/api/posts", {
      cookie: me.cookie,
      body: { mediaFiles: [{ url: image, type: "image" }, { url: video, type: "image" }], imageUrl: image, caption: "  Pride!  ", location: " Tokyo " },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      userId: me.id,
      user: { id: me.id, firstName: "Aiko" },
      caption: "Pride!",
      location: "Tokyo",
      imageUrl: image,
      imageUrls: [image, video],
      mediaFiles: [{ url: image, type: "image" }, { url: video, type: "video" }],
      likeCount: 0,
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
    });
    const row = await db.post.findUnique({ where: { id: res.data.id }, include: { media: { orderBy: { position: "asc" } } } });
    expect(row?.media.map((m) => m.type)).toEqual(["image", "video"]);
  });

  it("accepts an imageUrl-only body, blank caption and no location", async () => {
    const image = await registeredUpload(me.id, "post");
    const res = await call(create, "/api/posts", { cookie: me.cookie, body: { imageUrl: image, caption: "   " } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ caption: null, location: null, mediaFiles: [{ url: image, type: "image" }] });
  });

  it("refuses media that someone else uploaded, or that was registered for another purpose", async () => {
    const theirs = await registeredUpload(other.id, "post");
    const story = await registeredUpload(me.id, "story");
    for (const url of [theirs, story, "/objects/never/uploaded.png", "https://evil.example/x.png"]) {
      const res = await call(create, "/api/posts", { cookie: me.cookie, body: { mediaFiles: [{ url, type: "image" }] } });
      expect(res.status).toBe(400);
    }
    expect(await db.post.count({ where: { media: { some: { url: theirs } } } })).toBe(0);
  });

  const long = "x".repeat(10_000);
  it.each([
    ["no media", { caption: "hi" }, "Please upload at least one image or video first"],
    ["empty media list", { mediaFiles: [] }, "Please upload at least one image or video first"],
    ["media not a list", { mediaFiles: "x" }, "Please upload at least one image or video first"],
    ["bad media type", { mediaFiles: [{ url: "/objects/a.png", type: "gif" }] }, "Please select an image or video file"],
    ["11 files", { mediaFiles: Array.from({ length: 11 }, (_, i) => ({ url: `/objects/${i}.png`, type: "image" })) }, "You can add at most 10 files to a post"],
    ["caption too long", { imageUrl: "/objects/a.png", caption: long }, "Caption must be at most 2200 characters"],
    ["location too long", { imageUrl: "/objects/a.png", location: long }, "Location must be at most 100 characters"],
    ["wrong types", { imageUrl: 5, caption: ["x"], location: {} }, undefined],
    ["10k url", { imageUrl: long }, undefined],
    ["array body", [], undefined],
  ])("%s -> 400", async (_name, body, message) => {
    const res = await call(create, "/api/posts", { cookie: me.cookie, body });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
    if (message) expect(res.data.message).toBe(message);
  });

  it("refuses the same file twice", async () => {
    const image = await registeredUpload(me.id, "post");
    const res = await call(create, "/api/posts", { cookie: me.cookie, body: { mediaFiles: [{ url: image, type: "image" }, { url: image, type: "image" }] } });
    expect(res.status).toBe(400);
  });

  it("answers 401 signed out, 415 for non-JSON and 403 cross-site", async () => {
    expect((await call(create, "/api/posts", { body: { imageUrl: "/objects/a.png" } })).status).toBe(401);
    expect((await call(create, "/api/posts", { cookie: me.cookie, rawBody: "imageUrl=x", headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect((await call(create, "/api/posts", { cookie: me.cookie, body: { imageUrl: "/objects/a.png" }, headers: { origin: "https://evil.example" } })).status).toBe(403);
  });
});

describe("GET /api/posts/[id]", () => {
  it("returns one post, 404 'Post not found' for unknown, 404 for malformed ids", async () => {
    const post = await seedPost(other.id, { media: 2 });
    const res = await call(getPost, "/x", { cookie: me.cookie, params: { id: post.id } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: post.id, userId: other.id, isLiked: false });
    expect(res.data.mediaFiles).toHaveLength(2);
    const missing = await call(getPost, "/x", { cookie: me.cookie, params: { id: "cnotapost000" } });
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe("Post not found");
    expect((await call(getPost, "/x", { cookie: me.cookie, params: { id: "a b" } })).status).toBe(404);
    expect((await call(getPost, "/x", { params: { id: post.id } })).status).toBe(401);
  });
});

describe("POST /api/posts/[id]/like and GET likes", () => {
  it("toggles with one call and reports the state from the server", async () => {
    const post = await seedPost(other.id);
    const first = await call(like, "/x", { method: "POST", cookie: me.cookie, params: { id: post.id } });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ isLiked: true, likeCount: 1, likesCount: 1 });
    const list = await call(likes, "/x", { cookie: other.cookie, params: { id: post.id } });
    expect(list.data.map((l: { userId: string }) => l.userId)).toEqual([me.id]);
    const read = await call(getPost, "/x", { cookie: me.cookie, params: { id: post.id } });
    expect(read.data).toMatchObject({ isLiked: true, likeCount: 1 });
    const second = await call(like, "/x", { method: "POST", cookie: me.cookie, params: { id: post.id } });
    expect(second.data).toEqual({ isLiked: false, likeCount: 0, likesCount: 0 });
    expect((await call(likes, "/x", { cookie: me.cookie, params: { id: post.id } })).data).toEqual([]);
  });

  it("answers 404 for unknown posts and 401 signed out", async () => {
    expect((await call(like, "/x", { method: "POST", cookie: me.cookie, params: { id: "cnotapost000" } })).status).toBe(404);
    expect((await call(likes, "/x", { cookie: me.cookie, params: { id: "cnotapost000" } })).status).toBe(404);
    expect((await call(like, "/x", { method: "POST", params: { id: "cnotapost000" } })).status).toBe(401);
  });
});
