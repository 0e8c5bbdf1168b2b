import { beforeAll, describe, expect, it } from "vitest";
import { PUT as updateRoute } from "@/app/api/posts/[id]/route";
import { POST as createRoute } from "@/app/api/posts/route";
import { GET as tagRoute } from "@/app/api/tags/[tag]/posts/route";
import { backfillPostTags } from "@/lib/data/db/data-steps";
import { db } from "@/lib/data/db";
import { countTagPosts } from "@/lib/domain/tags/count-tag-posts";
import { h, seedPost, follow } from "@/tests/posts/support";
import { block, mute } from "@/tests/safety/support";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";

// GET /api/tags/{tag}/posts, and the tag index written with a post's caption.
const tagPosts = (viewer: TestUser | null, tag: string, query: Record<string, string> = {}) =>
  call(h(tagRoute), "/api/tags/x/posts", { cookie: viewer?.cookie, params: { tag }, query });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const unique = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createPost(author: TestUser, caption: string) {
  const url = await registeredUpload(author.id, "post");
  const res = await call(h(createRoute), "/api/posts", { cookie: author.cookie, body: { mediaFiles: [{ url, type: "image" }], caption } });
  expect(res.status).toBe(201);
  return res.data.id as string;
}

let author: TestUser;
let viewer: TestUser;
beforeAll(async () => {
  author = await createUser({ firstName: "Aiko" });
  viewer = await createUser({ firstName: "Ren" });
});

describe("the tag index", () => {
  it("is written on create (Japanese, full-width ＃, any case) and follows caption edits", async () => {
    const tag = unique();
    const id = await createPost(author, `Parade day #東京 ＃プライド #${tag.toUpperCase()} #${tag}`);
    const rows = await db.postTag.findMany({ where: { postId: id }, orderBy: { tag: "asc" } });
    expect(rows.map((r) => r.tag).sort()).toEqual([tag, "プライド", "東京"].sort());
    const post = await db.post.findUniqueOrThrow({ where: { id } });
    expect(rows.every((r) => r.createdAt.getTime() === post.createdAt.getTime())).toBe(true);

    const edit = await call(h(updateRoute), `/api/posts/${id}`, { method: "PUT", cookie: author.cookie, params: { id }, body: { caption: `now only #${tag}_new` } });
    expect(edit.status).toBe(200);
    expect((await db.postTag.findMany({ where: { postId: id } })).map((r) => r.tag)).toEqual([`${tag}_new`]);
    const cleared = await call(h(updateRoute), `/api/posts/${id}`, { method: "PUT", cookie: author.cookie, params: { id }, body: { caption: null } });
    expect(cleared.status).toBe(200);
    expect(await db.postTag.count({ where: { postId: id } })).toBe(0);
  });

  it("is left alone by edits that do not touch the caption", async () => {
    const tag = unique();
    const id = await createPost(author, `#${tag}`);
    await call(h(updateRoute), `/api/posts/${id}`, { method: "PUT", cookie: author.cookie, params: { id }, body: { location: "Osaka" } });
    expect(await db.postTag.count({ where: { postId: id, tag } })).toBe(1);
  });

  it("is backfilled for posts written before it existed (the migration's data step)", async () => {
    const tag = unique();
    const old = await seedPost(author.id, { caption: `old post #${tag} ＃東京` });
    // the runner's pg client, played by Prisma (PGlite serves one connection)
    const client = { query: async <R,>(sql: string, params: unknown[] = []) => ({ rows: await db.$queryRawUnsafe<R[]>(sql, ...params) }) };
    await backfillPostTags(client);
    await backfillPostTags(client); // idempotent
    const rows = await db.postTag.findMany({ where: { postId: old.id } });
    expect(rows.map((r) => r.tag).sort()).toEqual([tag, "東京"].sort());
    expect(rows[0]!.createdAt.getTime()).toBe(old.createdAt.getTime());
  });
});

describe("GET /api/tags/{tag}/posts", () => {
  it("answers 401 signed out", async () => {
    expect((await tagPosts(null, "tokyo")).status).toBe(401);
  });

  it.each([
    ["digits only", "123"],
    ["punctuation", "a-b"],
    ["a space", "two words"],
    ["empty", "#"],
    ["a lone surrogate", "ab\uD800"],
    ["NUL", "ab\u0000"],
    ["too long a segment", "a".repeat(2000)],
  ])("answers 400 for %s", async (_, tag) => {
    const res = await tagPosts(viewer, tag);
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ message: "Invalid tag", code: "bad_request", messageKey: "invalidTag" });
  });

  it("answers 400 when Next cannot decode the address (malformed percent-encoding)", async () => {
    const req = new Request("http://localhost:3000/api/tags/%E6%9D/posts", { headers: { cookie: viewer.cookie } });
    const res = await tagRoute(req, { params: Promise.reject(new URIError("URI malformed")) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Invalid tag", code: "bad_request", messageKey: "invalidTag" });
  });

  it("answers 400 for a bad cursor or limit", async () => {
    expect((await tagPosts(viewer, "tokyo", { cursor: "!!" })).status).toBe(400);
    expect((await tagPosts(viewer, "tokyo", { limit: "0" })).status).toBe(400);
  });

  it("lists tagged posts newest first by cursor, whatever the tag's case or width, Japanese included", async () => {
    const tag = `東京${unique()}`;
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await createPost(author, `day ${i} #${tag}`));
    await createPost(author, "no tag here");
    const first = await tagPosts(viewer, `＃${tag.toUpperCase()}`, { limit: "2" });
    expect(first.status).toBe(200);
    expect(Array.isArray(first.data)).toBe(true);
    expect(ids(first.data)).toEqual([made[4], made[3]]);
    expect(first.data[0]).toMatchObject({ caption: `day 4 #${tag}`, userId: author.id });
    const cursor = first.headers.get("X-Next-Cursor")!;
    expect(cursor).toBeTruthy();
    const second = await tagPosts(viewer, tag, { limit: "2", cursor });
    expect(ids(second.data)).toEqual([made[2], made[1]]);
    const third = await tagPosts(viewer, tag, { limit: "2", cursor: second.headers.get("X-Next-Cursor")! });
    expect(ids(third.data)).toEqual([made[0]]);
    expect(third.headers.get("X-Next-Cursor")).toBeNull();
    expect(await countTagPosts(viewer, tag)).toBe(5);
  });

  it("answers an empty list for a tag nobody used", async () => {
    const res = await tagPosts(viewer, unique());
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
  });

  it("respects blocks, mutes, suspensions, private accounts and audiences in the query", async () => {
    const tag = unique();
    const me = await createUser({ firstName: "Viewer" });
    const blocked = await createUser();
    const blocker = await createUser();
    const muted = await createUser();
    const suspended = await createUser();
    const privateFollowed = await createUser();
    const privateStranger = await createUser();
    const followed = await createUser();
    const stranger = await createUser();
    const closeFriendOf = await createUser();

    const visible: string[] = [];
    const hidden: string[] = [];
    visible.push(await createPost(stranger, `#${tag} public`));
    hidden.push(await createPost(blocked, `#${tag}`));
    await block(me, blocked.id);
    hidden.push(await createPost(blocker, `#${tag}`));
    await block(blocker, me.id);
    hidden.push(await createPost(muted, `#${tag}`));
    await mute(me, muted.id);
    hidden.push(await createPost(suspended, `#${tag}`));
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    visible.push(await createPost(privateFollowed, `#${tag} private but followed`));
    await db.user.update({ where: { id: privateFollowed.id }, data: { isPrivate: true } });
    await follow(me.id, privateFollowed.id);
    hidden.push(await createPost(privateStranger, `#${tag}`));
    await db.user.update({ where: { id: privateStranger.id }, data: { isPrivate: true } });

    const followersOnlyFollowed = await createPost(followed, `#${tag} for followers`);
    await follow(me.id, followed.id);
    const followersOnlyStranger = await createPost(stranger, `#${tag} for followers`);
    const closeOnly = await createPost(closeFriendOf, `#${tag} close`);
    const closeNotListed = await createPost(stranger, `#${tag} close`);
    await db.post.updateMany({ where: { id: { in: [followersOnlyFollowed, followersOnlyStranger] } }, data: { audience: "followers" } });
    await db.post.updateMany({ where: { id: { in: [closeOnly, closeNotListed] } }, data: { audience: "close_friends" } });
    await db.closeFriend.create({ data: { ownerId: closeFriendOf.id, friendId: me.id } });
    visible.push(followersOnlyFollowed, closeOnly);
    hidden.push(followersOnlyStranger, closeNotListed);

    const res = await tagPosts(me, tag, { limit: "50" });
    expect(res.status).toBe(200);
    expect(ids(res.data).sort()).toEqual([...visible].sort());
    expect(await countTagPosts(me, tag)).toBe(visible.length);
    // the author of the followers-only and close-friends posts sees them all
    expect(ids((await tagPosts(stranger, tag, { limit: "50" })).data)).toEqual(expect.arrayContaining([followersOnlyStranger, closeNotListed]));
  });

  it("forgets a deleted post", async () => {
    const tag = unique();
    const id = await createPost(author, `#${tag}`);
    await db.post.delete({ where: { id } });
    expect((await tagPosts(viewer, tag)).data).toEqual([]);
    expect(await db.postTag.count({ where: { tag } })).toBe(0);
  });
});

describe("the tag page's count", () => {
  it("stops counting past its cap (TAG_COUNT_CAP on the page)", async () => {
    const cap = 3;
    const tag = unique();
    await createPost(author, `#${tag}`);
    expect(await countTagPosts(viewer, tag, cap)).toBe(1);
    // dated long ago, so these posts don't push other test files' posts off explore's first page
    const longAgo = new Date("2001-01-01T00:00:00Z");
    const more = await db.post.createManyAndReturn({
      data: Array.from({ length: cap + 5 }, () => ({ authorId: author.id, caption: `#${tag}`, createdAt: longAgo })),
      select: { id: true, createdAt: true },
    });
    await db.postTag.createMany({ data: more.map((p) => ({ postId: p.id, tag, createdAt: p.createdAt })) });
    expect(await countTagPosts(viewer, tag, cap)).toBe(cap + 1);
    expect(await countTagPosts(viewer, tag)).toBe(cap + 6);
  });
});
