import { describe, expect, it } from "vitest";
import { GET as commentsRoute, POST as commentRoute } from "@/app/api/posts/[id]/comments/route";
import { GET as getPostRoute, PUT as putPostRoute } from "@/app/api/posts/[id]/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { GET as storiesRoute, POST as createStoryRoute } from "@/app/api/stories/route";
import { GET as userPostsRoute } from "@/app/api/users/[id]/posts/route";
import { errorBody } from "@/lib/core/errors";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";

// Content warnings and alt text: round-trips through every list that serves them, limits and hostile input.
const h = (handler: unknown) => handler as Handler;
const ALT = "Two friends holding a rainbow flag at Tokyo Pride 🏳️‍🌈";

async function createPost(user: TestUser, body: Record<string, unknown>) {
  return call(h(createPostRoute), "/api/posts", { cookie: user.cookie, body });
}

async function newPost(user: TestUser, extra: Record<string, unknown> = {}) {
  const image = await registeredUpload(user.id, "post");
  const video = await registeredUpload(user.id, "post", "video");
  return createPost(user, {
    mediaFiles: [
      { url: image, type: "image", altText: ALT },
      { url: video, type: "video" },
    ],
    caption: "hi",
    ...extra,
  });
}

describe("content warning and alt text on posts", () => {
  it("round-trips on create, GET, the author's grid and the feed; absent alt text is null", async () => {
    const author = await createUser();
    const created = await newPost(author, { contentWarning: "  Surgery photos  " });
    expect(created.status).toBe(201);
    expect(created.data.contentWarning).toBe("Surgery photos");
    expect(created.data.mediaFiles).toEqual([
      expect.objectContaining({ type: "image", altText: ALT }),
      expect.objectContaining({ type: "video", altText: null }),
    ]);
    const id = created.data.id;
    const one = await call(h(getPostRoute), `/api/posts/${id}`, { cookie: author.cookie, params: { id } });
    expect(one.data).toMatchObject({ contentWarning: "Surgery photos", mediaFiles: [{ altText: ALT }, { altText: null }] });
    const grid = await call(h(userPostsRoute), `/api/users/${author.id}/posts`, { cookie: author.cookie, params: { id: author.id } });
    expect(grid.data.find((p: { id: string }) => p.id === id)).toMatchObject({ contentWarning: "Surgery photos", mediaFiles: [{ altText: ALT }, { altText: null }] });
    const feed = await call(h(feedRoute), "/api/posts/feed", { cookie: author.cookie });
    expect(feed.data.find((p: { id: string }) => p.id === id)).toMatchObject({ contentWarning: "Surgery photos" });
  });

  it("a post without a warning answers contentWarning null; blank text counts as none", async () => {
    const author = await createUser();
    expect((await newPost(author)).data.contentWarning).toBeNull();
    expect((await newPost(author, { contentWarning: "   " })).data.contentWarning).toBeNull();
  });

  it("PUT sets, changes and clears the warning and edits alt text by media address", async () => {
    const author = await createUser();
    const created = await newPost(author);
    const id = created.data.id;
    const [image, video] = created.data.mediaFiles.map((m: { url: string }) => m.url);
    const put = (body: unknown, who = author) => call(h(putPostRoute), `/api/posts/${id}`, { method: "PUT", cookie: who.cookie, params: { id }, body });

    const warned = await put({ contentWarning: "Flashing lights", mediaFiles: [{ url: video, altText: "Fireworks over the river" }] });
    expect(warned.status).toBe(200);
    expect(warned.data).toMatchObject({ contentWarning: "Flashing lights", caption: "hi", mediaFiles: [{ altText: ALT }, { altText: "Fireworks over the river" }] });
    const cleared = await put({ contentWarning: null, mediaFiles: [{ url: image, altText: "" }] });
    expect(cleared.data).toMatchObject({ contentWarning: null, mediaFiles: [{ altText: null }, { altText: "Fireworks over the river" }] });

    expect(await put({ mediaFiles: [{ url: "/objects/someone-else.jpg", altText: "x" }] })).toMatchObject({ status: 400, data: { message: "Invalid media" } });
    const stranger = await createUser();
    expect((await put({ contentWarning: "mine now" }, stranger)).status).toBe(403);
    const after = await call(h(getPostRoute), `/api/posts/${id}`, { cookie: author.cookie, params: { id } });
    expect(after.data.contentWarning).toBeNull();
  });

  it.each<[string, (image: string) => Record<string, unknown>, string]>([
    ["a 101-character warning", (image) => ({ mediaFiles: [{ url: image, type: "image" }], contentWarning: "w".repeat(101) }), "Content warning must be at most 100 characters"],
    ["1,501 characters of alt text", (image) => ({ mediaFiles: [{ url: image, type: "image", altText: "a".repeat(1501) }] }), "Alt text must be at most 1,500 characters"],
    ["a warning as a number", (image) => ({ mediaFiles: [{ url: image, type: "image" }], contentWarning: 7 }), "Content warning must be text"],
    ["alt text as an object", (image) => ({ mediaFiles: [{ url: image, type: "image", altText: { text: "x" } }] }), "Alt text must be text"],
    ["alt text as an array", (image) => ({ mediaFiles: [{ url: image, type: "image", altText: ["x"] }] }), "Alt text must be text"],
  ])("POST /api/posts refuses %s with 400", async (_name, body, message) => {
    const author = await createUser();
    const image = await registeredUpload(author.id, "post");
    const res = await createPost(author, body(image));
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errorBody("bad_request", message)); // and the key and values serverText made it from
  });

  it("accepts exactly 100 and 1,500 characters", async () => {
    const author = await createUser();
    const image = await registeredUpload(author.id, "post");
    const res = await createPost(author, { mediaFiles: [{ url: image, type: "image", altText: "a".repeat(1500) }], contentWarning: "w".repeat(100) });
    expect(res.status).toBe(201);
    expect(res.data.contentWarning).toHaveLength(100);
    expect(res.data.mediaFiles[0].altText).toHaveLength(1500);
  });

  it("PUT refuses 101 and 1,501 characters and non-strings with 400", async () => {
    const author = await createUser();
    const created = await newPost(author);
    const id = created.data.id;
    const url = created.data.mediaFiles[0].url;
    for (const [body, message] of [
      [{ contentWarning: "w".repeat(101) }, "Content warning must be at most 100 characters"],
      [{ mediaFiles: [{ url, altText: "a".repeat(1501) }] }, "Alt text must be at most 1,500 characters"],
      [{ contentWarning: false }, "Content warning must be text"],
      [{ mediaFiles: "all" }, "Invalid media"],
    ] as const) {
      const res = await call(h(putPostRoute), `/api/posts/${id}`, { method: "PUT", cookie: author.cookie, params: { id }, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.data.message).toBe(message);
    }
  });

  it("refuses lone surrogates in the warning and the alt text with 400", async () => {
    const author = await createUser();
    const image = await registeredUpload(author.id, "post");
    for (const raw of [
      `{"mediaFiles":[{"url":"${image}","type":"image"}],"contentWarning":"\\udc00"}`,
      `{"mediaFiles":[{"url":"${image}","type":"image","altText":"flag \\ud83c"}]}`,
    ]) {
      const res = await call(h(createPostRoute), "/api/posts", { cookie: author.cookie, rawBody: raw, method: "POST", headers: { "content-type": "application/json" } });
      expect(res.status).toBe(400);
      expect(res.data.message).toBe("Text can't contain unpaired surrogate characters");
    }
  });
});

describe("alt text on stories and comment media", () => {
  it("POST /api/stories keeps altText and GET /api/stories returns it; 1,501 characters -> 400", async () => {
    const author = await createUser();
    const url = await registeredUpload(author.id, "story");
    const created = await call(h(createStoryRoute), "/api/stories", { cookie: author.cookie, body: { imageUrl: url, altText: "Sunset over Shinjuku" } });
    expect(created.status).toBe(201);
    expect(created.data.altText).toBe("Sunset over Shinjuku");
    const list = await call(h(storiesRoute), "/api/stories", { cookie: author.cookie });
    expect(JSON.stringify(list.data)).toContain("Sunset over Shinjuku");
    const other = await registeredUpload(author.id, "story");
    const tooLong = await call(h(createStoryRoute), "/api/stories", { cookie: author.cookie, body: { imageUrl: other, altText: "s".repeat(1501) } });
    expect(tooLong).toMatchObject({ status: 400, data: { message: "Alt text must be at most 1,500 characters" } });
    const notText = await call(h(createStoryRoute), "/api/stories", { cookie: author.cookie, body: { imageUrl: other, altText: 12 } });
    expect(notText).toMatchObject({ status: 400, data: { message: "Alt text must be text" } });
  });

  it("a comment's image keeps its alt text; text-only comments drop it; 1,501 characters -> 400", async () => {
    const author = await createUser();
    const post = await newPost(author);
    const postId = post.data.id;
    const image = await registeredUpload(author.id, "comment");
    const add = (body: unknown) => call(h(commentRoute), `/api/posts/${postId}/comments`, { cookie: author.cookie, params: { id: postId }, body });
    const withImage = await add({ content: "look", imageUrl: image, altText: "A cat in a bow tie" });
    expect(withImage.status).toBe(201);
    expect(withImage.data.altText).toBe("A cat in a bow tie");
    const textOnly = await add({ content: "words", altText: "nothing to describe" });
    expect(textOnly.data.altText).toBeNull();
    const listed = await call(h(commentsRoute), `/api/posts/${postId}/comments`, { cookie: author.cookie, params: { id: postId } });
    expect(JSON.stringify(listed.data)).toContain("A cat in a bow tie");
    const other = await registeredUpload(author.id, "comment");
    expect(await add({ imageUrl: other, altText: "c".repeat(1501) })).toMatchObject({ status: 400, data: { message: "Alt text must be at most 1,500 characters" } });
  });
});
