import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute } from "@/app/api/stories/[id]/route";
import { GET as listCommentsRoute, POST as commentRoute } from "@/app/api/stories/[id]/comments/route";
import { POST as likeRoute } from "@/app/api/stories/[id]/like/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/stories/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { follow, objectExists, seedStory, storyUpload } from "./helpers";

const list = listRoute as Handler;
const create = createRoute as Handler;
const like = likeRoute as Handler;
const comment = commentRoute as Handler;
const comments = listCommentsRoute as Handler;
const remove = deleteRoute as Handler;

// owner posts; fan follows owner; stranger follows nobody
let owner: TestUser;
let fan: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  owner = await createUser({ firstName: "Haru" });
  fan = await createUser({ firstName: "Mei" });
  stranger = await createUser({ firstName: "Sora" });
  await follow(fan.id, owner.id);
});

const idOf = (story: { id: string }) => ({ params: { id: story.id } });

describe("POST /api/stories", () => {
  it("creates a photo story from a registered story upload (201) with its owner", async () => {
    const upload = await storyUpload(owner.id);
    const res = await call(create, "/api/stories", { body: { imageUrl: upload.objectPath }, cookie: owner.cookie });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      userId: owner.id,
      imageUrl: upload.objectPath,
      mediaType: "image",
      isLiked: false,
      likeCount: 0,
      user: { id: owner.id, firstName: "Haru", username: owner.username, profileImageUrl: null },
    });
    expect(Object.keys(res.data.user).sort()).toEqual(["firstName", "id", "profileImageUrl", "username"]);
  });

  it("records a video upload as a video story", async () => {
    const upload = await storyUpload(owner.id, "video");
    const res = await call(create, "/api/stories", { body: { imageUrl: upload.objectPath }, cookie: owner.cookie });
    expect(res.status).toBe(201);
    expect(res.data.mediaType).toBe("video");
  });

  it("refuses someone else's upload and an upload registered for another purpose", async () => {
    const theirs = await storyUpload(fan.id);
    expect((await call(create, "/api/stories", { body: { imageUrl: theirs.objectPath }, cookie: owner.cookie })).status).toBe(400);
    const postImage = await storyUpload(owner.id, "image", "post");
    expect((await call(create, "/api/stories", { body: { imageUrl: postImage.objectPath }, cookie: owner.cookie })).status).toBe(400);
  });

  it.each([
    ["missing imageUrl", {}],
    ["blank imageUrl", { imageUrl: "   " }],
    ["wrong type", { imageUrl: 42 }],
    ["external address", { imageUrl: "https://evil.example/x.jpg" }],
    ["unregistered object", { imageUrl: "/objects/nope/never.jpg" }],
    ["10k characters", { imageUrl: `/objects/${"x".repeat(10_000)}` }],
    ["array body", []],
  ])("%s -> 400", async (_name, body) => {
    const res = await call(create, "/api/stories", { body, cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
  });

  it("answers malformed JSON and an absent body with 400, creating nothing", async () => {
    const before = await db.story.count({ where: { authorId: owner.id } });
    const json = { "content-type": "application/json" };
    const broken = await call(create, "/api/stories", { method: "POST", rawBody: '{"imageUrl": ', headers: json, cookie: owner.cookie });
    expect(broken.status).toBe(400);
    expect(broken.data.message).toBe("Malformed JSON body");
    const absent = await call(create, "/api/stories", { method: "POST", headers: json, cookie: owner.cookie });
    expect(absent.status).toBe(400);
    expect(absent.data.message).toBe("Please capture or select content for your story.");
    const story = await seedStory(owner.id);
    const brokenComment = await call(comment, "/c", { method: "POST", rawBody: "{oops", headers: json, cookie: fan.cookie, ...idOf(story) });
    expect(brokenComment.status).toBe(400);
    const absentComment = await call(comment, "/c", { method: "POST", headers: json, cookie: fan.cookie, ...idOf(story) });
    expect(absentComment.status).toBe(400);
    expect(await db.storyComment.count({ where: { storyId: story.id } })).toBe(0);
    expect(await db.story.count({ where: { authorId: owner.id } })).toBe(before + 1);
  });

  it("answers a missing body with the spec's message, and 401 when signed out", async () => {
    const res = await call(create, "/api/stories", { body: {}, cookie: owner.cookie });
    expect(res.data.message).toBe("Please capture or select content for your story.");
    expect((await call(create, "/api/stories", { body: { imageUrl: "/objects/x" } })).status).toBe(401);
  });
});

describe("GET /api/stories", () => {
  it("shows own and followed stories of the last 24 hours, own group first, then newest group first", async () => {
    const me = await createUser({ firstName: "Ren" });
    const a = await createUser({ firstName: "Aoi" });
    const b = await createUser({ firstName: "Yuki" });
    await follow(me.id, a.id);
    await follow(me.id, b.id);
    const mine = await seedStory(me.id, { hoursAgo: 5 });
    const aOld = await seedStory(a.id, { hoursAgo: 3 });
    const aNew = await seedStory(a.id, { hoursAgo: 2 });
    const bNew = await seedStory(b.id, { hoursAgo: 1 });
    const expired = await seedStory(b.id, { hoursAgo: 25 });
    await seedStory(stranger.id, { hoursAgo: 1 }); // not followed

    const res = await call(list, "/api/stories", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.data.map((s: { id: string }) => s.id)).toEqual([mine.id, bNew.id, aOld.id, aNew.id]);
    expect(res.data.map((s: { id: string }) => s.id)).not.toContain(expired.id);
    expect(res.data[1].user).toEqual({ id: b.id, firstName: "Yuki", username: b.username, profileImageUrl: null });
  });

  it("returns the caller's like state and the like count", async () => {
    const story = await seedStory(owner.id);
    await call(like, "/api/stories/x/like", { method: "POST", cookie: fan.cookie, ...idOf(story) });
    const fanView = (await call(list, "/api/stories", { cookie: fan.cookie })).data.find((s: { id: string }) => s.id === story.id);
    expect(fanView).toMatchObject({ isLiked: true, likeCount: 1, likesCount: 1 });
    const ownerView = (await call(list, "/api/stories", { cookie: owner.cookie })).data.find((s: { id: string }) => s.id === story.id);
    expect(ownerView).toMatchObject({ isLiked: false, likeCount: 1 });
  });

  it("shows a stranger nothing of people they don't follow, and 401 when signed out", async () => {
    const res = await call(list, "/api/stories", { cookie: stranger.cookie });
    expect(res.data.every((s: { userId: string }) => s.userId === stranger.id)).toBe(true);
    expect((await call(list, "/api/stories")).status).toBe(401);
  });
});

describe("POST /api/stories/[id]/like", () => {
  it("toggles and returns the new state", async () => {
    const story = await seedStory(owner.id);
    const first = await call(like, "/l", { method: "POST", cookie: fan.cookie, ...idOf(story) });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ isLiked: true, likeCount: 1, likesCount: 1 });
    const second = await call(like, "/l", { method: "POST", cookie: fan.cookie, ...idOf(story) });
    expect(second.data).toEqual({ isLiked: false, likeCount: 0, likesCount: 0 });
  });

  it("404 for a non-follower, an expired story, an unknown or malformed id", async () => {
    const story = await seedStory(owner.id);
    const old = await seedStory(owner.id, { hoursAgo: 25 });
    expect((await call(like, "/l", { method: "POST", cookie: stranger.cookie, ...idOf(story) })).status).toBe(404);
    expect((await call(like, "/l", { method: "POST", cookie: fan.cookie, ...idOf(old) })).status).toBe(404);
    expect((await call(like, "/l", { method: "POST", cookie: fan.cookie, params: { id: "nope" } })).status).toBe(404);
    expect((await call(like, "/l", { method: "POST", cookie: fan.cookie, params: { id: "../../etc" } })).status).toBe(404);
    expect(await db.storyLike.count({ where: { storyId: story.id } })).toBe(0);
  });
});

describe("POST and GET /api/stories/[id]/comments", () => {
  it("a follower sends a trimmed message (201) that only the owner can read", async () => {
    const story = await seedStory(owner.id);
    const sent = await call(comment, "/c", { body: { content: "  so pretty!  " }, cookie: fan.cookie, ...idOf(story) });
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ storyId: story.id, content: "so pretty!", user: { id: fan.id, firstName: "Mei" } });

    const read = await call(comments, "/c", { cookie: owner.cookie, ...idOf(story) });
    expect(read.status).toBe(200);
    expect(read.data.map((c: { content: string }) => c.content)).toEqual(["so pretty!"]);
    expect((await call(comments, "/c", { cookie: fan.cookie, ...idOf(story) })).status).toBe(403);
    expect((await call(comments, "/c", { cookie: stranger.cookie, ...idOf(story) })).status).toBe(404);
  });

  it.each([
    ["blank", { content: "   " }],
    ["empty", { content: "" }],
    ["missing", {}],
    ["wrong type", { content: 7 }],
    ["10k characters", { content: "x".repeat(10_000) }],
  ])("refuses a %s message with 400", async (_name, body) => {
    const story = await seedStory(owner.id);
    const res = await call(comment, "/c", { body, cookie: fan.cookie, ...idOf(story) });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
    expect(await db.storyComment.count({ where: { storyId: story.id } })).toBe(0);
  });

  it("404 for a non-follower and an expired story", async () => {
    const story = await seedStory(owner.id);
    const old = await seedStory(owner.id, { hoursAgo: 25 });
    expect((await call(comment, "/c", { body: { content: "hi" }, cookie: stranger.cookie, ...idOf(story) })).status).toBe(404);
    expect((await call(comment, "/c", { body: { content: "hi" }, cookie: fan.cookie, ...idOf(old) })).status).toBe(404);
  });
});

describe("DELETE /api/stories/[id]", () => {
  it("the owner deletes a story with its likes, messages and media (204)", async () => {
    const story = await seedStory(owner.id, { withMedia: true });
    const key = story.imageUrl.replace("/objects/", "");
    await call(like, "/l", { method: "POST", cookie: fan.cookie, ...idOf(story) });
    await call(comment, "/c", { body: { content: "hi" }, cookie: fan.cookie, ...idOf(story) });
    expect(await objectExists(key)).toBe(true);

    const res = await call(remove, "/d", { method: "DELETE", cookie: owner.cookie, ...idOf(story) });
    expect(res.status).toBe(204);
    expect(await db.story.count({ where: { id: story.id } })).toBe(0);
    expect(await db.storyLike.count({ where: { storyId: story.id } })).toBe(0);
    expect(await objectExists(key)).toBe(false);
    expect(await db.upload.count({ where: { objectKey: key } })).toBe(0);
  });

  it("refuses another user's delete: 403 for a follower, 404 for a stranger", async () => {
    const story = await seedStory(owner.id, { withMedia: true });
    const followerTry = await call(remove, "/d", { method: "DELETE", cookie: fan.cookie, ...idOf(story) });
    expect(followerTry.status).toBe(403);
    expect(followerTry.data.code).toBe("forbidden");
    expect((await call(remove, "/d", { method: "DELETE", cookie: stranger.cookie, ...idOf(story) })).status).toBe(404);
    expect(await db.story.count({ where: { id: story.id } })).toBe(1);
    expect(await objectExists(story.imageUrl.replace("/objects/", ""))).toBe(true);
  });

  it("keeps media another story still shows, and leaves objects the owner doesn't own", async () => {
    const upload = await storyUpload(owner.id);
    const [a, b] = await Promise.all([0, 1].map(() => db.story.create({ data: { authorId: owner.id, imageUrl: upload.objectPath } })));
    await call(remove, "/d", { method: "DELETE", cookie: owner.cookie, ...idOf(a) });
    expect(await objectExists(upload.objectKey)).toBe(true);
    await call(remove, "/d", { method: "DELETE", cookie: owner.cookie, ...idOf(b) });
    expect(await objectExists(upload.objectKey)).toBe(false);

    const foreign = await storyUpload(fan.id);
    const sneaky = await db.story.create({ data: { authorId: owner.id, imageUrl: foreign.objectPath } });
    expect((await call(remove, "/d", { method: "DELETE", cookie: owner.cookie, ...idOf(sneaky) })).status).toBe(204);
    expect(await objectExists(foreign.objectKey)).toBe(true);
  });

  it("404 for an unknown story and a cross-site request is refused", async () => {
    expect((await call(remove, "/d", { method: "DELETE", cookie: owner.cookie, params: { id: "missing" } })).status).toBe(404);
    const story = await seedStory(owner.id);
    const res = await call(remove, "/d", { method: "DELETE", cookie: owner.cookie, headers: { origin: "https://evil.example" }, ...idOf(story) });
    expect(res.status).toBe(403);
    expect(await db.story.count({ where: { id: story.id } })).toBe(1);
  });
});
