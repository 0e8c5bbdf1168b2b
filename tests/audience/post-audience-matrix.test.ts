import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { addCloseFriend, seedAudiencePost } from "@/tests/audience/support";
import { follow } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { as, idsOf, userIdsOf } from "@/tests/safety/surfaces";
import { createUser, type TestUser } from "@/tests/support/http";

// THE AUDIENCE MATRIX: three posts by one owner (everyone, followers, close friends) against five
// viewers, on every list and read that serves posts. Expected = the posts each viewer may see.
type Viewers = "owner" | "follower" | "closeFriend" | "stranger" | "blocked";
type Audience = "everyone" | "followers" | "close_friends";

let owner: TestUser;
const viewers = {} as Record<Viewers, TestUser>;
const posts = {} as Record<Audience, string>;

const SEES: Record<Viewers, Audience[]> = {
  owner: ["everyone", "followers", "close_friends"],
  follower: ["everyone", "followers"],
  closeFriend: ["everyone", "followers", "close_friends"],
  stranger: ["everyone"],
  blocked: [],
};
// the feed only carries the viewer's own posts and those of people they follow
const FEED: Record<Viewers, Audience[]> = { ...SEES, stranger: [] };
const AUDIENCES: Audience[] = ["everyone", "followers", "close_friends"];
const mine = (rows: { id: string }[]) => idsOf(rows).filter((id) => Object.values(posts).includes(id));
const expectedIds = (list: Audience[]) => list.map((a) => posts[a]).sort();

beforeAll(async () => {
  const suffix = Date.now().toString(36);
  owner = await createUser({ firstName: `Audowner${suffix}` });
  viewers.owner = owner;
  for (const name of ["follower", "closeFriend", "stranger", "blocked"] as const) viewers[name] = await createUser({ firstName: `Aud${name}${suffix}` });
  for (const audience of AUDIENCES) posts[audience] = await seedAudiencePost(owner.id, audience);
  await follow(viewers.follower.id, owner.id);
  await follow(viewers.closeFriend.id, owner.id);
  await follow(viewers.blocked.id, owner.id);
  expect((await addCloseFriend(owner, viewers.closeFriend.id)).status).toBe(200);
  expect((await addCloseFriend(owner, viewers.blocked.id)).status).toBe(200);
  // everyone saved all three posts earlier (before losing or without ever having access)
  for (const viewer of Object.values(viewers)) {
    const collection = await db.collection.create({ data: { ownerId: viewer.id, title: "Faves" }, select: { id: true } });
    await db.savedPost.createMany({ data: AUDIENCES.map((a) => ({ userId: viewer.id, postId: posts[a], collectionId: collection.id })) });
  }
  // and everyone wrote a comment under each (straight into the database: whether they could see it or not)
  await db.comment.createMany({ data: Object.values(viewers).flatMap((viewer) => AUDIENCES.map((a) => ({ postId: posts[a], authorId: viewer.id, content: "earlier" }))) });
  expect((await block(owner, viewers.blocked.id)).data).toEqual({ blocked: true });
});

describe.each(Object.keys(SEES) as Viewers[])("as the %s", (name) => {
  const viewer = () => viewers[name];

  it("the feed holds exactly the posts of the audiences they belong to", async () => {
    const res = await as(viewer()).feed();
    expect(res.status).toBe(200);
    expect(mine(res.data).sort()).toEqual(expectedIds(FEED[name]));
  });

  it("explore holds only the post shared with everyone", async () => {
    const res = await as(viewer()).explore();
    expect(res.status).toBe(200);
    expect(mine(res.data)).toEqual(name === "blocked" ? [] : [posts.everyone]);
  });

  it("the profile grid and its post count match", async () => {
    const grid = await as(viewer()).userPosts(owner.id);
    const profile = await as(viewer()).user(owner.id);
    if (name === "blocked") {
      expect(grid.status).toBe(404);
      expect(profile.status).toBe(404);
      return;
    }
    expect(grid.status).toBe(200);
    expect(idsOf(grid.data).sort()).toEqual(expectedIds(SEES[name]));
    expect(profile.data.postsCount).toBe(SEES[name].length);
  });

  it("saved posts keep only what they may still see, and the collection count agrees", async () => {
    const saved = await as(viewer()).saved();
    expect(saved.status).toBe(200);
    expect(saved.data.map((s: { post: { id: string } }) => s.post.id).sort()).toEqual(expectedIds(SEES[name]));
    const collections = await as(viewer()).collections();
    expect(collections.data.find((c: { title: string }) => c.title === "Faves").count).toBe(SEES[name].length);
  });

  it.each(AUDIENCES)("the %s post: detail, comments, likes, save status and actions", async (audience) => {
    const id = posts[audience];
    const allowed = SEES[name].includes(audience);
    const v = as(viewer());
    const post = await v.post(id);
    expect(post.status).toBe(allowed ? 200 : 404);
    if (allowed) expect(post.data.audience).toBe(audience);
    expect((await v.comments(id)).status).toBe(allowed ? 200 : 404);
    expect((await v.likes(id)).status).toBe(allowed ? 200 : 404);
    expect((await v.saveStatus(id)).status).toBe(allowed ? 200 : 404);
    // acting on a hidden post: 404 for an audience the viewer is outside of, 403 across the block
    const denied = name === "blocked" ? [403, 404] : [404];
    const comment = await v.comment(id);
    if (allowed) expect(comment.status).toBe(201);
    else expect(denied).toContain(comment.status);
    const like = await v.like(id);
    if (allowed) expect(like.status).toBe(200);
    else expect(denied).toContain(like.status);
    // one's own earlier comment: edited and deleted only while the post is in sight, else 404 (never 403)
    const earlier = await db.comment.findFirstOrThrow({ where: { postId: id, authorId: viewer().id, content: "earlier" }, select: { id: true } });
    expect((await v.editComment(earlier.id, "earlier, edited")).status).toBe(allowed ? 200 : 404);
    expect((await v.deleteComment(earlier.id)).status).toBe(allowed ? 204 : 404);
    expect(await db.comment.count({ where: { id: earlier.id, content: "earlier" } })).toBe(allowed ? 0 : 1);
  });
});

describe("losing access", () => {
  it("a follower who unfollows no longer sees the followers post anywhere, saved posts included", async () => {
    const viewer = await createUser();
    const post = await seedAudiencePost(owner.id, "followers", "for followers");
    await follow(viewer.id, owner.id);
    expect((await as(viewer).save(post)).status).toBe(200);
    expect(idsOf((await as(viewer).feed()).data)).toContain(post);
    await db.follow.delete({ where: { followerId_followingId: { followerId: viewer.id, followingId: owner.id } } });
    expect((await as(viewer).saved()).data).toEqual([]);
    expect((await as(viewer).post(post)).status).toBe(404);
    expect(idsOf((await as(viewer).feed()).data)).not.toContain(post);
  });

  it("a close friend taken off the list loses the close-friends post but keeps the followers one", async () => {
    const friend = await createUser();
    await follow(friend.id, owner.id);
    await addCloseFriend(owner, friend.id);
    expect((await as(friend).post(posts.close_friends)).status).toBe(200);
    const comment = await as(friend).comment(posts.close_friends);
    expect(comment.status).toBe(201);
    await db.closeFriend.delete({ where: { ownerId_friendId: { ownerId: owner.id, friendId: friend.id } } });
    expect((await as(friend).post(posts.close_friends)).status).toBe(404);
    expect((await as(friend).editComment(comment.data.id)).status).toBe(404);
    expect((await as(friend).deleteComment(comment.data.id)).status).toBe(404);
    expect((await as(friend).post(posts.followers)).status).toBe(200);
    expect(mine((await as(friend).feed()).data).sort()).toEqual(expectedIds(["everyone", "followers"]));
  });

  it("likes lists still show who liked, but only to viewers in the audience", async () => {
    const likes = await as(viewers.closeFriend).likes(posts.close_friends);
    expect(userIdsOf(likes.data)).toContain(viewers.closeFriend.id);
  });
});
