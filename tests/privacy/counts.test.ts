import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { addCloseFriend, removeCloseFriend, seedAudiencePost } from "@/tests/audience/support";
import { follow } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { createUser, type TestUser } from "@/tests/support/http";

// COUNTS THAT TELL (issue #28, item 5): a count a viewer sees equals what that viewer can list.
// The profile's posts count against the grid, per kind of viewer, on a private account with a post
// for each audience; a collection's count against the saved list after the saved posts went out of
// reach (block either way, private switch, audience change, suspension).

type Kind =
  | "owner"
  | "follower"
  | "followingCloseFriend"
  | "closeFriendNotFollowing"
  | "removedCloseFriend"
  | "removedCloseFriendNotFollowing"
  | "requester"
  | "stranger"
  | "admin";

// The posts each viewer lists on the private owner's grid (everyone, followers, close_friends).
const LISTS: Record<Kind, number> = {
  owner: 3,
  follower: 2,
  followingCloseFriend: 3,
  closeFriendNotFollowing: 0, // private: no approved follow, nothing listed, whatever the list says
  removedCloseFriend: 2,
  removedCloseFriendNotFollowing: 0,
  requester: 0,
  stranger: 0,
  admin: 1, // admins read private accounts, but audiences still apply to them
};

let owner: TestUser;
let blocked: TestUser;
let blocker: TestUser;
const viewers = {} as Record<Kind, TestUser>;

beforeAll(async () => {
  const suffix = Date.now().toString(36);
  owner = await createUser({ firstName: `Countowner${suffix}` });
  viewers.owner = owner;
  for (const kind of Object.keys(LISTS) as Kind[]) {
    if (kind !== "owner") viewers[kind] = await createUser({ firstName: `Count${kind}${suffix}`, admin: kind === "admin" });
  }
  blocked = await createUser({ firstName: `Countblocked${suffix}` });
  blocker = await createUser({ firstName: `Countblocker${suffix}` });
  for (const audience of ["everyone", "followers", "close_friends"] as const) await seedAudiencePost(owner.id, audience);
  for (const kind of ["follower", "followingCloseFriend", "removedCloseFriend"] as const) await follow(viewers[kind].id, owner.id);
  await follow(blocked.id, owner.id);
  await follow(blocker.id, owner.id);
  for (const member of [viewers.followingCloseFriend, viewers.closeFriendNotFollowing, viewers.removedCloseFriend, viewers.removedCloseFriendNotFollowing, blocked, blocker]) {
    expect((await addCloseFriend(owner, member.id)).status).toBe(200);
  }
  for (const member of [viewers.removedCloseFriend, viewers.removedCloseFriendNotFollowing]) expect((await removeCloseFriend(owner, member.id)).status).toBe(200);
  await db.user.update({ where: { id: owner.id }, data: { isPrivate: true } });
  expect((await as(viewers.requester).follow(owner.id)).data.status).toBe("requested");
  expect((await block(owner, blocked.id)).data).toEqual({ blocked: true });
  expect((await block(blocker, owner.id)).data).toEqual({ blocked: true });
});

describe("the posts count on a private account's profile equals what the viewer's grid lists", () => {
  it.each(Object.keys(LISTS) as Kind[])("as %s", async (kind) => {
    const viewer = viewers[kind];
    const profile = await as(viewer).user(owner.id);
    expect(profile.status).toBe(200);
    const grid = await as(viewer).userPosts(owner.id);
    const listed = grid.status === 200 ? idsOf(grid.data).length : 0;
    if (LISTS[kind] === 0) expect(grid.status).toBe(403);
    expect(listed).toBe(LISTS[kind]);
    expect(profile.data.postsCount).toBe(listed);
  });

  it("a close friend who does not follow sees the same number as a stranger (the list is not told)", async () => {
    const closeFriend = await as(viewers.closeFriendNotFollowing).user(owner.id);
    const stranger = await as(viewers.stranger).user(owner.id);
    expect(closeFriend.data.postsCount).toBe(stranger.data.postsCount);
    expect(closeFriend.data).toMatchObject({ canViewContent: false, isPrivate: true });
  });

  it.each([
    ["blocked", () => blocked],
    ["blocker", () => blocker],
  ])("the %s member gets no profile and no grid (404): no count at all", async (_label, who) => {
    expect((await as(who()).user(owner.id)).status).toBe(404);
    expect((await as(who()).userPosts(owner.id)).status).toBe(404);
  });
});

describe("a collection counts only the saved posts its list still shows", () => {
  let saver: TestUser;
  const authors = {} as Record<"blocksSaver" | "blockedBySaver" | "goesPrivate" | "followedPrivate" | "narrowsAudience" | "suspended" | "stays", TestUser>;
  const posts = {} as Record<keyof typeof authors, string>;

  const collectionCount = async (title: string) => {
    const res = await as(saver).collections();
    expect(res.status).toBe(200);
    return (res.data as { title: string; count: number }[]).find((c) => c.title === title)?.count;
  };
  const savedIds = async () => ((await as(saver).saved()).data as { post: { id: string } }[]).map((s) => s.post.id);

  beforeAll(async () => {
    const suffix = Date.now().toString(36);
    saver = await createUser({ firstName: `Saver${suffix}` });
    for (const name of Object.keys({ blocksSaver: 1, blockedBySaver: 1, goesPrivate: 1, followedPrivate: 1, narrowsAudience: 1, suspended: 1, stays: 1 }) as (keyof typeof authors)[]) {
      authors[name] = await createUser({ firstName: `Saved${name}${suffix}` });
      posts[name] = await seedAudiencePost(authors[name].id, "everyone");
      expect((await as(saver).save(posts[name])).status).toBe(200);
    }
    await follow(saver.id, authors.followedPrivate.id);
    expect(await collectionCount("Faves")).toBe(7);
  });

  it("after a block either way, a private switch, an audience change and a suspension", async () => {
    expect((await block(authors.blocksSaver, saver.id)).status).toBe(200);
    expect((await block(saver, authors.blockedBySaver.id)).status).toBe(200);
    await db.user.updateMany({ where: { id: { in: [authors.goesPrivate.id, authors.followedPrivate.id] } }, data: { isPrivate: true } });
    await db.post.update({ where: { id: posts.narrowsAudience }, data: { audience: "close_friends" } });
    await db.user.update({ where: { id: authors.suspended.id }, data: { suspendedAt: new Date() } });

    const listed = await savedIds();
    expect(listed.sort()).toEqual([posts.followedPrivate, posts.stays].sort());
    expect(await collectionCount("Faves")).toBe(listed.length);
  });

  it("the private switch alone: the saver who does not follow loses the post from list and count", async () => {
    const other = await createUser();
    const author = await createUser();
    const post = await seedAudiencePost(author.id, "everyone");
    expect((await as(other).save(post)).status).toBe(200);
    await db.user.update({ where: { id: author.id }, data: { isPrivate: true } });
    const res = await as(other).collections();
    expect(((await as(other).saved()).data as unknown[]).length).toBe(0);
    expect(res.data).toEqual([expect.objectContaining({ title: "Faves", count: 0 })]);
  });
});
