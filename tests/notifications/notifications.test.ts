import { beforeEach, describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/follow-requests/[id]/accept/route";
import { DELETE as deleteCommentRoute, PUT as editCommentRoute } from "@/app/api/comments/[id]/route";
import { POST as commentRoute } from "@/app/api/posts/[id]/comments/route";
import { DELETE as deletePostRoute, PUT as editPostRoute } from "@/app/api/posts/[id]/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/contract/notifications/constants";
import { allItems, list, markRead, summary, unread } from "@/tests/notifications/support";
import { seedPost } from "@/tests/posts/support";
import { block, mute } from "@/tests/safety/support";
import { as } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";

const h = (handler: unknown) => handler as Handler;
const comment = (viewer: TestUser, postId: string, content: string) =>
  call(h(commentRoute), `/api/posts/${postId}/comments`, { cookie: viewer.cookie, params: { id: postId }, body: { content } });
const editPost = (viewer: TestUser, postId: string, body: Record<string, unknown>) =>
  call(h(editPostRoute), `/api/posts/${postId}`, { method: "PUT", cookie: viewer.cookie, params: { id: postId }, body });

let aiko: TestUser; // the member notified
let ben: TestUser;
let chika: TestUser;

beforeEach(async () => {
  [aiko, ben, chika] = await Promise.all([createUser({ firstName: "Aiko" }), createUser({ firstName: "Ben" }), createUser({ firstName: "Chika" })]);
});

describe("roles", () => {
  it("answers 401 to anonymous callers on every endpoint", async () => {
    expect((await list(null)).status).toBe(401);
    expect((await unread(null)).status).toBe(401);
    expect((await markRead(null, { body: { all: true } })).status).toBe(401);
  });

  it("lists only the caller's own notices", async () => {
    const post = await seedPost(aiko.id);
    await as(ben).like(post.id);
    expect(await summary(aiko)).toEqual([`like:${ben.username}`]);
    expect(await summary(ben)).toEqual([]);
    expect((await unread(chika)).data).toEqual({ count: 0 });
  });
});

describe("social events write one notice each, and undoing removes it", () => {
  it("likes, comments and follows; never for oneself", async () => {
    const post = await seedPost(aiko.id);
    await as(aiko).like(post.id);
    await as(ben).like(post.id);
    const c = await comment(chika, post.id, "So good!");
    expect(c.status).toBe(201);
    await as(ben).follow(aiko.id);
    const items = await allItems(aiko);
    expect(items.map((n) => n.type)).toEqual(["follow", "comment", "like"]);
    expect(items[1]).toMatchObject({ actors: [{ id: chika.id }], postId: post.id, commentId: c.data.id, excerpt: "So good!", isRead: false, readAt: null });
    expect(items[1]!.post).toMatchObject({ id: post.id, mediaType: "image", hasContentWarning: false });
    expect(items[0]).toMatchObject({ actors: [{ id: ben.id, followStatus: "none" }], title: "", body: "" });
    expect((await unread(aiko)).data).toEqual({ count: 3 });

    // undo each: unlike, delete the comment, unfollow
    await as(ben).like(post.id);
    expect((await call(h(deleteCommentRoute), "/x", { method: "DELETE", cookie: chika.cookie, params: { id: c.data.id } })).status).toBe(204);
    await as(ben).follow(aiko.id);
    expect(await summary(aiko)).toEqual([]);
    expect((await unread(aiko)).data).toEqual({ count: 0 });
  });

  it("deleting the post removes its likes' and comments' notices", async () => {
    const post = await seedPost(aiko.id);
    await as(ben).like(post.id);
    await comment(chika, post.id, "hi");
    expect(await db.notification.count({ where: { userId: aiko.id } })).toBe(2);
    expect((await call(h(deletePostRoute), "/x", { method: "DELETE", cookie: aiko.cookie, params: { id: post.id } })).status).toBe(204);
    expect(await db.notification.count({ where: { userId: aiko.id } })).toBe(0);
  });

  it("a private account gets a follow request it can answer; accepting tells the requester", async () => {
    const res = await call(h(updateUserRoute), "/x", { method: "PUT", cookie: aiko.cookie, params: { id: aiko.id }, body: { username: aiko.username, isPrivate: true } });
    expect(res.status).toBe(200);
    await as(ben).follow(aiko.id);
    const [request] = await allItems(aiko);
    expect(request).toMatchObject({ type: "follow_request", actors: [{ id: ben.id }] });
    expect(request!.followRequestId).toEqual(expect.any(String));

    // cancelling takes the notice back (the request row goes, and the notice with it)
    await as(ben).follow(aiko.id);
    expect(await summary(aiko)).toEqual([]);
    await as(ben).follow(aiko.id);
    const [again] = await allItems(aiko);
    const accepted = await call(h(acceptRoute), "/x", { method: "POST", cookie: aiko.cookie, params: { id: again!.followRequestId! } });
    expect(accepted.status).toBe(200);
    expect(await summary(aiko)).toEqual([`follow:${ben.username}`]);
    expect(await summary(ben)).toEqual([`follow_accepted:${aiko.username}`]);
    // unfollowing takes both back
    await as(ben).follow(aiko.id);
    expect(await summary(aiko)).toEqual([]);
    expect(await summary(ben)).toEqual([]);
  });

  it("story likes group per story; story messages carry their text", async () => {
    const story = await db.story.create({ data: { authorId: aiko.id, imageUrl: "/objects/demo/s.jpg" } });
    await db.follow.createMany({ data: [{ followerId: ben.id, followingId: aiko.id }, { followerId: chika.id, followingId: aiko.id }] });
    expect((await as(ben).likeStory(story.id)).status).toBe(200);
    expect((await as(chika).likeStory(story.id)).status).toBe(200);
    expect((await as(ben).replyStory(story.id)).status).toBe(201);
    const items = await allItems(aiko);
    expect(items.map((n) => n.type)).toEqual(["story_reply", "story_like"]);
    expect(items[0]).toMatchObject({ excerpt: "hi", story: { id: story.id, ownerId: aiko.id } });
    expect(items[1]).toMatchObject({ groupCount: 2, actorCount: 2, actors: [{ id: chika.id }, { id: ben.id }] });
    await as(chika).likeStory(story.id);
    expect(await summary(aiko)).toEqual([`story_reply:${ben.username}`, `story_like:${ben.username}`]);
  });
});

describe("thumbnails carry the image's WebP variants, only when stored", () => {
  it("a post's first image and a story's photo: widths and placeholder beside the address; none for an upload without variants", async () => {
    const withVariants = await seedPost(aiko.id);
    const without = await seedPost(aiko.id);
    await db.postMedia.updateMany({ where: { postId: withVariants.id }, data: { variantWidths: [320, 640], placeholder: "HBkSHYSIeHiPiHh8eJd4eTN0EEQG" } });
    const story = await db.story.create({ data: { authorId: aiko.id, imageUrl: "/objects/demo/s.jpg", variantWidths: [320, 640, 700], placeholder: "HBkSHYSIeHiPiHh8eJd4eTN0EEQG" } });
    await db.follow.create({ data: { followerId: ben.id, followingId: aiko.id } });
    await as(ben).like(withVariants.id);
    await as(chika).like(without.id);
    expect((await as(ben).likeStory(story.id)).status).toBe(200);

    const items = await allItems(aiko);
    const byPost = (id: string) => items.find((n) => n.postId === id)!.post!;
    expect(byPost(withVariants.id)).toMatchObject({ mediaType: "image", mediaWidths: [320, 640], mediaPlaceholder: "HBkSHYSIeHiPiHh8eJd4eTN0EEQG" });
    expect(byPost(without.id)).not.toHaveProperty("mediaWidths");
    expect(byPost(without.id)).not.toHaveProperty("mediaPlaceholder");
    expect(items.find((n) => n.type === "story_like")!.story).toEqual({
      id: story.id,
      ownerId: aiko.id,
      imageUrl: "/objects/demo/s.jpg",
      mediaType: "image",
      imageWidths: [320, 640, 700],
      imagePlaceholder: "HBkSHYSIeHiPiHh8eJd4eTN0EEQG",
    });
  });
});

describe("mentions", () => {
  it("notifies members mentioned in a new caption who may see the post, once, and new ones on edit", async () => {
    const dana = await createUser({ firstName: "Dana" });
    const image = await registeredUpload(aiko.id, "post");
    // followers only: Ben follows Aiko, Chika doesn't
    await db.follow.create({ data: { followerId: ben.id, followingId: aiko.id } });
    const created = await call(h(createPostRoute), "/api/posts", {
      cookie: aiko.cookie,
      body: { mediaFiles: [{ url: image, type: "image" }], caption: `Pride with @${ben.username} and @${chika.username.toUpperCase()} and @${aiko.username}`, audience: "followers" },
    });
    expect(created.status).toBe(201);
    expect(await summary(ben)).toEqual([`post_mention:${aiko.username}`]);
    expect(await summary(chika)).toEqual([]);
    expect(await summary(aiko)).toEqual([]);

    // editing: Ben (already told) is not told again, Dana (new) is, once the post is for everyone
    expect((await editPost(aiko, created.data.id, { caption: `@${ben.username} @${dana.username}`, audience: "everyone" })).status).toBe(200);
    expect((await editPost(aiko, created.data.id, { caption: `@${ben.username} @${dana.username} again` })).status).toBe(200);
    expect(await summary(ben)).toEqual([`post_mention:${aiko.username}`]);
    expect(await summary(dana)).toEqual([`post_mention:${aiko.username}`]);

    // a later audience change hides the old mention from someone who may no longer see the post
    expect((await editPost(aiko, created.data.id, { audience: "close_friends" })).status).toBe(200);
    expect(await summary(dana)).toEqual([]);
  });

  it("notifies members mentioned in a comment, not the post's author twice, and only new ones on edit", async () => {
    const post = await seedPost(aiko.id);
    const dana = await createUser({ firstName: "Dana" });
    const c = await comment(ben, post.id, `@${aiko.username} @${chika.username} look`);
    expect(await summary(aiko)).toEqual([`comment:${ben.username}`]);
    expect(await summary(chika)).toEqual([`comment_mention:${ben.username}`]);
    const edited = await call(h(editCommentRoute), "/x", { method: "PUT", cookie: ben.cookie, params: { id: c.data.id }, body: { content: `@${chika.username} @${dana.username}` } });
    expect(edited.status).toBe(200);
    expect(await summary(chika)).toEqual([`comment_mention:${ben.username}`]);
    expect(await summary(dana)).toEqual([`comment_mention:${ben.username}`]);
  });
});

describe("blocks and mutes", () => {
  it("a muted member's actions write nothing; a block later hides old notices (and unread) until lifted", async () => {
    const post = await seedPost(aiko.id);
    expect((await mute(aiko, ben.id, { body: {} })).status).toBe(200);
    await as(ben).like(post.id);
    await comment(ben, post.id, "hello");
    expect(await db.notification.count({ where: { userId: aiko.id } })).toBe(0);

    await as(chika).like(post.id);
    await as(chika).follow(aiko.id);
    expect((await unread(aiko)).data).toEqual({ count: 2 });
    expect((await block(chika, aiko.id)).status).toBe(200); // blocked by the actor: hidden too
    expect(await summary(aiko)).toEqual([]);
    expect((await unread(aiko)).data).toEqual({ count: 0 });
    await block(chika, aiko.id); // unblocking shows the old like again (the like itself outlived the block)
    expect(await summary(aiko)).toContain(`like:${chika.username}`);
  });

  it("a suspended actor's notices are hidden, admins' centres included", async () => {
    const admin = await createUser({ admin: true });
    const post = await seedPost(admin.id);
    await as(ben).like(post.id);
    expect(await summary(admin)).toEqual([`like:${ben.username}`]);
    await db.user.update({ where: { id: ben.id }, data: { suspendedAt: new Date() } });
    expect(await summary(admin)).toEqual([]);
  });
});

describe("grouping and paging", () => {
  it("groups likes on one post (newest two actors + count) and pages by a stable cursor", async () => {
    const post = await seedPost(aiko.id);
    const dana = await createUser({ firstName: "Dana" });
    for (const member of [ben, chika, dana]) await as(member).like(post.id);
    // 64 older single notices, written straight to the table
    const base = Date.now() - 3_600_000;
    await db.notification.createMany({
      data: Array.from({ length: 64 }, (_, i) => ({ userId: aiko.id, actorId: ben.id, type: "follow", createdAt: new Date(base + i * 1000) })),
    });
    expect((await unread(aiko)).data).toEqual({ count: 65 }); // the group counts once
    const first = await list(aiko);
    expect(first.status).toBe(200);
    expect(first.data.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.data.notifications[0]).toMatchObject({ type: "like", groupCount: 3, actorCount: 3, actors: [{ id: dana.id }, { id: chika.id }] });
    // a new like moves the group to the top of page one; page two is not disturbed
    const eve = await createUser({ firstName: "Eve" });
    await as(eve).like(post.id);
    const second = await list(aiko, { cursor: first.data.nextCursor });
    const third = await list(aiko, { cursor: second.data.nextCursor });
    expect(second.data.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(third.data.notifications).toHaveLength(5);
    expect(third.data.nextCursor).toBeNull();
    const ids = [...first.data.notifications, ...second.data.notifications, ...third.data.notifications].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(65);
    expect((await list(aiko)).data.notifications[0]).toMatchObject({ type: "like", groupCount: 4, actors: [{ id: eve.id }, { id: dana.id }] });
    // past the cap the count stops at 100 (the badge shows 99+)
    await db.notification.createMany({ data: Array.from({ length: 50 }, () => ({ userId: aiko.id, actorId: chika.id, type: "follow" })) });
    expect((await unread(aiko)).data).toEqual({ count: 100 });
  });
});

describe("POST /api/notifications/read", () => {
  it("marks listed items (a group with its older notices) or all; others' ids are ignored", async () => {
    const post = await seedPost(aiko.id);
    await as(ben).like(post.id);
    await as(chika).like(post.id);
    await as(ben).follow(aiko.id);
    const mine = await allItems(aiko);
    const like = mine.find((n) => n.type === "like")!;
    const theirs = await seedPost(ben.id);
    await as(aiko).like(theirs.id);
    const [bens] = await allItems(ben);

    const res = await markRead(aiko, { body: { ids: [like.id, bens!.id] } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ marked: 2, unreadCount: 1 });
    expect((await allItems(aiko)).map((n) => [n.type, n.isRead])).toEqual([
      ["follow", false],
      ["like", true],
    ]);
    expect((await allItems(ben))[0]!.isRead).toBe(false);
    expect((await markRead(aiko, { body: { all: true } })).data).toEqual({ marked: 1, unreadCount: 0 });
    expect((await unread(aiko)).data).toEqual({ count: 0 });
  });

  it.each([
    ["neither", {}],
    ["both", { ids: ["abc"], all: true }],
    ["all false", { all: false }],
    ["empty ids", { ids: [] }],
    ["too many", { ids: Array.from({ length: 101 }, (_, i) => `id${i}`) }],
    ["bad id", { ids: ["../etc"] }],
    ["long id", { ids: ["x".repeat(65)] }],
    ["id not a string", { ids: [42] }],
    ["ids not an array", { ids: "abc" }],
    ["extra key", { all: true, everything: 1 }],
    ["array body", [1]],
    ["null body", null],
  ])("answers 400 to %s", async (_name, body) => {
    const res = await markRead(aiko, { body });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
  });

  it("refuses hostile bodies without a 500", async () => {
    expect((await markRead(aiko, { rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await markRead(aiko, { rawBody: '{"ids":["\\ud800"]}', headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await markRead(aiko, { rawBody: "all=true", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
  });
});

describe("GET /api/notifications hostile cursors", () => {
  it.each(["../x", "abc", "1_", "_abc", "99999999999999999_x", "1_a b", "1_%E0%A4%A", "1_" + "x".repeat(65), "\ud800"])("answers 400 to %j", async (cursor) => {
    const res = await list(aiko, { cursor });
    expect(res.status).toBe(400);
  });

  it("a cursor past the end is an empty page", async () => {
    const res = await list(aiko, { cursor: "1_zzz" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ notifications: [], nextCursor: null });
  });
});
