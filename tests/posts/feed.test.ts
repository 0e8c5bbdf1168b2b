import { beforeAll, describe, expect, it } from "vitest";
import { GET as exploreRoute } from "@/app/api/posts/explore/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { GET as userPostsRoute } from "@/app/api/users/[id]/posts/route";
import { db } from "@/lib/data/db";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { follow, h, seedPost } from "@/tests/posts/support";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";

const feed = h(feedRoute);
const explore = h(exploreRoute);
const userPosts = h(userPostsRoute);

let me: TestUser;
let friend: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  me = await createUser({ firstName: "Me" });
  friend = await createUser({ firstName: "Friend" });
  stranger = await createUser({ firstName: "Stranger" });
  await follow(me.id, friend.id);
});

describe("GET /api/posts/feed", () => {
  it("shows followed users' posts and my own, newest first, with counts and isLiked", async () => {
    const mine = await seedPost(me.id, { caption: "mine" });
    const friends = await seedPost(friend.id, { caption: "friend's", media: 3 });
    const strangers = await seedPost(stranger.id, { caption: "stranger's" });
    await db.postLike.createMany({ data: [{ postId: friends.id, userId: me.id }, { postId: friends.id, userId: stranger.id }] });
    await db.comment.create({ data: { postId: friends.id, authorId: stranger.id, content: "hi" } });

    const res = await call(feed, "/api/posts/feed", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    const ids = res.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).toContain(friends.id);
    expect(ids).not.toContain(strangers.id);
    expect(ids.indexOf(friends.id)).toBeLessThan(ids.indexOf(mine.id));
    const post = res.data.find((p: { id: string }) => p.id === friends.id);
    expect(post).toMatchObject({
      userId: friend.id,
      user: { id: friend.id, firstName: "Friend" },
      caption: "friend's",
      likeCount: 2,
      likesCount: 2,
      commentsCount: 1,
      isLiked: true,
    });
    expect(post.mediaFiles).toHaveLength(3);
    expect(post.mediaFiles[0]).toEqual({ url: post.imageUrl, type: "image", altText: null });
    expect(post.imageUrls).toEqual(post.mediaFiles.map((m: { url: string }) => m.url));
    expect(JSON.stringify(res.data)).not.toMatch(/email|passwordHash/);
  });

  it("pages by cursor with X-Next-Cursor and never repeats or skips a post", async () => {
    const author = await createUser({ firstName: "Prolific" });
    const reader = await createUser();
    await follow(reader.id, author.id);
    const sameTime = new Date("2026-03-01T00:00:00.000Z");
    const seeded = [];
    for (let i = 0; i < 7; i++) seeded.push((await seedPost(author.id, i < 3 ? { createdAt: sameTime } : {})).id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(feed, "/api/posts/feed", { cookie: reader.cookie, query: { limit: "3", ...(cursor ? { cursor } : {}) } });
      expect(res.status).toBe(200);
      expect(res.data.length).toBeLessThanOrEqual(3);
      seen.push(...res.data.map((p: { id: string }) => p.id));
      cursor = res.headers.get("x-next-cursor");
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(7);
    expect(seen.sort()).toEqual([...seeded].sort());
  });

  it("runs one page in 2 SQL statements: the session and the page", async () => {
    const author = await createUser();
    const reader = await createUser();
    await follow(reader.id, author.id);
    for (let i = 0; i < 25; i++) await seedPost(author.id, { media: 2 });
    const statements = recordStatements();
    await call(feed, "/api/posts/feed", { cookie: reader.cookie, query: { limit: "20" } }); // warm
    statements.reset();
    const res = await call(feed, "/api/posts/feed", { cookie: reader.cookie, query: { limit: "20" } });
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(20);
    const work = statements.work();
    const session = work.filter((q) => q.includes('"sessionVersion"'));
    expect(session).toHaveLength(1);
    expect(work.length - session.length).toBe(1);
    expect(work.some((q) => q.includes('JOIN "Post" p'))).toBe(true);
  });

  it.each([
    [{ limit: "0" }],
    [{ limit: "51" }],
    [{ limit: "abc" }],
    [{ limit: "1.5" }],
    [{ cursor: "not a cursor!" }],
    [{ cursor: "x".repeat(10_000) }],
    [{ cursor: Buffer.from("2026|a b").toString("base64url") }],
  ])("bad query %j -> 400", async (query) => {
    const res = await call(feed, "/api/posts/feed", { cookie: me.cookie, query });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
  });

  it("answers 401 when signed out", async () => {
    expect((await call(feed, "/api/posts/feed")).status).toBe(401);
    expect((await call(explore, "/api/posts/explore")).status).toBe(401);
  });
});

describe("GET /api/posts/explore", () => {
  it("shows everyone's recent posts, newest first", async () => {
    const a = await seedPost(stranger.id, { caption: "explore me" });
    const res = await call(explore, "/api/posts/explore", { cookie: me.cookie, query: { limit: "50" } });
    expect(res.status).toBe(200);
    const ids = res.data.map((p: { id: string }) => p.id);
    expect(ids).toContain(a.id);
    const times = res.data.map((p: { createdAt: string }) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("defaults to 20 per page", async () => {
    for (let i = 0; i < 21; i++) await seedPost(stranger.id);
    const res = await call(explore, "/api/posts/explore", { cookie: me.cookie });
    expect(res.data).toHaveLength(20);
    expect(res.headers.get("x-next-cursor")).toBeTruthy();
  });
});

describe("GET /api/users/[id]/posts", () => {
  it("lists one user's posts only", async () => {
    const user = await createUser();
    const p1 = await seedPost(user.id);
    const p2 = await seedPost(user.id);
    const res = await call(userPosts, `/api/users/${user.id}/posts`, { cookie: me.cookie, params: { id: user.id } });
    expect(res.status).toBe(200);
    expect(res.data.map((p: { id: string }) => p.id)).toEqual([p2.id, p1.id]);
  });

  it("answers [] for a user without posts, 404 for unknown and malformed ids", async () => {
    const user = await createUser();
    expect((await call(userPosts, "/x", { cookie: me.cookie, params: { id: user.id } })).data).toEqual([]);
    expect((await call(userPosts, "/x", { cookie: me.cookie, params: { id: "nobody123" } })).status).toBe(404);
    expect((await call(userPosts, "/x", { cookie: me.cookie, params: { id: "../etc" } })).status).toBe(404);
    expect((await call(userPosts, "/x", { cookie: me.cookie, params: { id: "a".repeat(10_000) } })).status).toBe(404);
  });
});
