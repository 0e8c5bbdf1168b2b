import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { seedPost } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { seedStory } from "@/tests/stories/helpers";
import { createUser, type TestUser } from "@/tests/support/http";

// THE PRIVATE-ACCOUNT MATRIX: a private account's content is seen by the account itself, its
// approved followers and admins; a requester (pending), a stranger and a blocked member see at
// most the header.
let owner: TestUser;
let follower: TestUser;
let requester: TestUser;
let stranger: TestUser;
let blocked: TestUser;
let admin: TestUser;
let post: string;
let story: string;
let publicPost: string;

const storyIds = (groups: { id: string }[]) => groups.map((s) => s.id);

beforeAll(async () => {
  const tag = Date.now().toString(36);
  owner = await createUser({ firstName: `Privmatrix${tag}` });
  follower = await createUser({ firstName: "Follower" });
  requester = await createUser({ firstName: "Requester" });
  stranger = await createUser({ firstName: "Stranger" });
  blocked = await createUser({ firstName: "Blocked" });
  admin = await createUser({ firstName: "Admin", admin: true });
  post = (await seedPost(owner.id, { caption: "only for friends" })).id;
  story = (await seedStory(owner.id)).id;
  publicPost = (await seedPost(stranger.id, { caption: "public one" })).id;
  // while the account was still public: the stranger liked, commented on and saved its post
  expect((await as(stranger).like(post)).status).toBe(200);
  expect((await as(stranger).save(post)).status).toBe(200);
  expect((await as(follower).save(post)).status).toBe(200);
  await db.comment.create({ data: { postId: post, authorId: follower.id, content: "lovely" } });
  await db.user.update({ where: { id: owner.id }, data: { isPrivate: true } });
  expect((await as(follower).follow(owner.id)).data.status).toBe("requested");
  await db.follow.create({ data: { followerId: follower.id, followingId: owner.id } });
  await db.followRequest.deleteMany({ where: { requesterId: follower.id } });
  expect((await as(requester).follow(owner.id)).data).toMatchObject({ status: "requested", isFollowing: false });
  expect((await block(owner, blocked.id)).data).toEqual({ blocked: true });
});

// it.each tables are read before beforeAll runs: rows name the viewer, `who` resolves it.
const who = (label: string) =>
  ({ "the owner": owner, "an approved follower": follower, "an admin": admin, "a requester": requester, "a stranger": stranger, "a blocked member": blocked })[label]!;
const seeing = ["the owner", "an approved follower"];
const notSeeing = ["a requester", "a stranger"];

describe("who sees a private account's content", () => {
  it.each([...seeing, "an admin"])("%s sees the profile, posts, post, comments, likes and follow lists", async (label) => {
    const viewer = who(label);
    const profile = await as(viewer).user(owner.id);
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ isPrivate: true, canViewContent: true, postsCount: 1 });
    expect(idsOf((await as(viewer).userPosts(owner.id)).data)).toEqual([post]);
    expect((await as(viewer).post(post)).status).toBe(200);
    const comments = await as(viewer).comments(post);
    expect(comments.status).toBe(200);
    expect(comments.data.map((c: { content: string }) => c.content)).toEqual(["lovely"]);
    expect((await as(viewer).likes(post)).status).toBe(200);
    const followers = await as(viewer).followers(owner.id);
    expect(followers.status).toBe(200);
    expect(idsOf(followers.data)).toEqual([follower.id]);
    expect((await as(viewer).following(owner.id)).status).toBe(200);
  });

  it.each(notSeeing)("%s sees the header with counts and nothing behind it", async (label) => {
    const viewer = who(label);
    const profile = await as(viewer).user(owner.id);
    expect(profile.status).toBe(200);
    // the posts count is what they can list (nothing: issue #28); follower counts stay raw totals
    expect(profile.data).toMatchObject({ isPrivate: true, canViewContent: false, postsCount: 0, followersCount: 1 });
    expect(profile.data.followStatus).toBe(viewer === requester ? "requested" : "none");
    const posts = await as(viewer).userPosts(owner.id);
    expect(posts.status).toBe(403);
    expect(posts.data).toEqual({ message: "This account is private", code: "private_account", messageKey: "privateAccount" });
    for (const res of [await as(viewer).followers(owner.id), await as(viewer).following(owner.id)]) {
      expect(res.status).toBe(403);
      expect(res.data.code).toBe("private_account");
    }
    for (const res of [await as(viewer).post(post), await as(viewer).comments(post), await as(viewer).likes(post), await as(viewer).saveStatus(post)]) {
      expect(res.status).toBe(404);
    }
  });

  it.each(notSeeing)("%s cannot like, comment on or save its post (404, as if it did not exist)", async (label) => {
    const viewer = who(label);
    expect((await as(viewer).like(post)).status).toBe(404);
    expect((await as(viewer).comment(post)).status).toBe(404);
    expect((await as(viewer).save(post)).status).toBe(404);
  });

  it("a blocked member gets 404 everywhere, header included", async () => {
    for (const res of [
      await as(blocked).user(owner.id),
      await as(blocked).userPosts(owner.id),
      await as(blocked).post(post),
      await as(blocked).comments(post),
      await as(blocked).followers(owner.id),
      await as(blocked).following(owner.id),
    ]) {
      expect(res.status).toBe(404);
    }
  });

  it("an approved follower can act on its post", async () => {
    expect((await as(follower).like(post)).status).toBe(200);
    expect((await as(follower).comment(post)).status).toBe(201);
  });

  it("a comment written while the account was public can be edited or deleted only by those who still see the post (404 otherwise)", async () => {
    const written = await db.comment.createManyAndReturn({
      data: [requester, stranger, blocked, follower].map((member) => ({ postId: post, authorId: member.id, content: "written while public" })),
      select: { id: true, authorId: true },
    });
    for (const comment of written) {
      const viewer = [requester, stranger, blocked, follower].find((m) => m.id === comment.authorId)!;
      const expected = viewer === follower ? [200, 204] : [404, 404];
      expect([(await as(viewer).editComment(comment.id)).status, (await as(viewer).deleteComment(comment.id)).status]).toEqual(expected);
      const left = await db.comment.findUnique({ where: { id: comment.id }, select: { content: true } });
      expect(left).toEqual(viewer === follower ? null : { content: "written while public" });
    }
  });
});

describe("lists leave a private account's posts out for non-followers", () => {
  it.each(seeing)("%s finds its post and story in feed, explore and the story strip", async (label) => {
    const viewer = who(label);
    expect(idsOf((await as(viewer).feed()).data)).toContain(post);
    expect(idsOf((await as(viewer).explore()).data)).toContain(post);
    expect(storyIds((await as(viewer).stories()).data)).toContain(story);
  });

  it.each([...notSeeing, "a blocked member"])("%s finds it in no feed, explore or story strip", async (label) => {
    const viewer = who(label);
    const feed = idsOf((await as(viewer).feed()).data);
    const explore = idsOf((await as(viewer).explore()).data);
    expect(feed).not.toContain(post);
    expect(explore).not.toContain(post);
    expect(storyIds((await as(viewer).stories()).data)).not.toContain(story);
    if (viewer === stranger) expect(explore).toContain(publicPost);
  });

  it("admins do not browse private posts on explore (moderation reads them where reported)", async () => {
    const explore = idsOf((await as(admin).explore()).data);
    expect(explore).toContain(publicPost);
    expect(explore).not.toContain(post);
  });

  it("a post saved before the account went private leaves the saver's list and collection count; a follower keeps both", async () => {
    expect(((await as(stranger).saved()).data as { post: { id: string } }[]).map((s) => s.post.id)).not.toContain(post);
    expect(((await as(follower).saved()).data as { post: { id: string } }[]).map((s) => s.post.id)).toContain(post);
    const faves = async (viewer: TestUser) => ((await as(viewer).collections()).data as { title: string; count: number }[]).find((c) => c.title === "Faves")?.count;
    expect(await faves(stranger)).toBe(0);
    expect(await faves(follower)).toBe(1);
  });

  it("the private account still appears in people search (its header is public)", async () => {
    const found = await as(stranger).search(owner.username);
    expect(idsOf(found.data)).toContain(owner.id);
  });
});
