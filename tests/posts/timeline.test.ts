import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as blockRoute } from "@/app/api/users/[id]/block/route";
import { PUT as addCloseFriendRoute, DELETE as removeCloseFriendRoute } from "@/app/api/close-friends/[userId]/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { PUT as updatePostRoute, DELETE as deletePostRoute } from "@/app/api/posts/[id]/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { POST as muteRoute } from "@/app/api/users/[id]/mute/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import type { PostPage } from "@/lib/contract/posts/types";
import { db } from "@/lib/data/db";
import { feedIds, feedIdsByFollows } from "@/lib/domain/posts/list-feed";
import { listPostsPage } from "@/lib/domain/posts/list-posts-page";
import type { Viewer } from "@/lib/domain/safety/visibility";
import { nudge } from "@/lib/core/nudge";
import { fanOutQueuedPosts } from "@/lib/domain/timeline/fan-out";
import { liftBigAuthors } from "@/lib/domain/timeline/lift-big-authors";
import { purgeMutedEntries } from "@/lib/domain/timeline/purge-muted-entries";
import { trimTimelines } from "@/lib/domain/timeline/trim-timelines";
import { trimTimelinesSlice } from "@/lib/server/jobs/purges";
import { startTimelineFanout, stopTimelineFanout } from "@/lib/server/jobs/timeline-fanout";
import { h, seedPost } from "@/tests/posts/support";
import { call, createUser, type TestUser } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";

// the fan-out's statement count is asserted below (tests/support/statements.ts)
process.env.NIJI_DB_QUERY_EVENTS = "1";

// The home timeline (issue #34) is a candidate list written on write; the feed read from it must be
// the feed read by fan-out on read (feedIdsByFollows, the reference) in every visibility case, with
// posts still queued for fan-out, after the fan-out, and for authors merged at read time; a stale
// entry (written straight into the table, or left by a change the cleanup missed) never shows.

type Builder = typeof feedIds;
const PAGE = 3;

/** Every page of the viewer's feed built by `ids`, page by page. */
async function pagesOf(viewer: Viewer, ids: Builder, limit = PAGE): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await listPostsPage(viewer, (after, take) => ids(viewer, after, take), { cursor, limit });
    pages.push(page.posts.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

const timelineFeed = async (viewer: Viewer) => (await pagesOf(viewer, feedIds)).flat();

/** Everything still queued is fanned out (other files' posts too: the feed is the same either way). */
const fanOutAll = () => fanOutQueuedPosts({ maxPosts: 1_000_000, settleMs: 0 });

/** The timeline's pages equal the read-time feed's, as queued and again once fanned out. */
async function expectAgreement(viewers: Viewer[]) {
  for (const fanOut of [false, true]) {
    if (fanOut) await fanOutAll();
    for (const viewer of viewers) expect({ viewer: viewer.id, fanOut, pages: await pagesOf(viewer, feedIds) }).toEqual({ viewer: viewer.id, fanOut, pages: await pagesOf(viewer, feedIdsByFollows) });
  }
}

const asViewer = (user: TestUser, isAdmin = false): Viewer => ({ id: user.id, isAdmin });
const follow = (follower: TestUser, ...authors: TestUser[]) => db.follow.createMany({ data: authors.map((a) => ({ followerId: follower.id, followingId: a.id })) });
const entry = (owner: TestUser, post: { id: string; createdAt: Date }, authorId: string) =>
  db.timelineEntry.create({ data: { ownerId: owner.id, postId: post.id, createdAt: post.createdAt, authorId } });

describe("the home timeline agrees with the read-time feed", () => {
  let me: TestUser;
  let admin: TestUser;
  const a: Record<string, TestUser> = {};
  const posts: Record<string, { id: string; createdAt: Date }> = {};
  let viewers: Viewer[];

  beforeAll(async () => {
    me = await createUser({ firstName: "Reader" });
    admin = await createUser({ firstName: "Admin", admin: true });
    viewers = [asViewer(me), asViewer(admin, true)];
    for (const name of ["plain", "blocker", "blocked", "muted", "mutedBefore", "private", "privateStranger", "closeFriends", "followersOnly", "suspended", "stranger", "unfollowed", "big"]) {
      a[name] = await createUser({ firstName: name });
    }
    await db.user.updateMany({ where: { id: { in: [a.private.id, a.privateStranger.id] } }, data: { isPrivate: true } });
    // half the posts before the follows (the follow's backfill), half after (the fan-out)
    for (const [name, user] of Object.entries(a)) posts[`${name}Before`] = await seedPost(user.id, { caption: `${name} before` });
    posts.mineBefore = await seedPost(me.id, { caption: "mine" });
    await db.timelineBigAuthor.create({ data: { authorId: a.big.id } });
    const followed = Object.values(a).filter((u) => u !== a.stranger && u !== a.privateStranger);
    await follow(me, ...followed);
    await follow(admin, ...followed);
    for (const [name, user] of Object.entries(a)) posts[`${name}After`] = await seedPost(user.id, { caption: `${name} after` });
    await db.post.updateMany({ where: { authorId: a.closeFriends.id }, data: { audience: "close_friends" } });
    await db.post.updateMany({ where: { authorId: a.followersOnly.id }, data: { audience: "followers" } });
  });

  it("shows followed authors' posts, my own and the merged big author's, queued or fanned out", async () => {
    await expectAgreement(viewers);
    const feed = await timelineFeed(asViewer(me));
    for (const key of ["plainBefore", "plainAfter", "mineBefore", "bigBefore", "bigAfter", "privateAfter", "followersOnlyAfter"]) expect(feed).toContain(posts[key]!.id);
    for (const key of ["strangerAfter", "privateStrangerAfter", "closeFriendsAfter"]) expect(feed).not.toContain(posts[key]!.id);
    // the big author was merged at read time: the fan-out wrote none of their entries
    expect(await db.timelineEntry.count({ where: { authorId: a.big.id } })).toBe(0);
  });

  it("never shows a stale entry: blocks either way, mutes, suspension, private accounts, audiences, authors not followed", async () => {
    await db.block.createMany({ data: [{ blockerId: a.blocker.id, blockedId: me.id }, { blockerId: me.id, blockedId: a.blocked.id }] });
    await db.mute.createMany({
      data: [
        { muterId: me.id, mutedId: a.muted.id },
        { muterId: me.id, mutedId: a.mutedBefore.id, until: new Date(Date.now() - 60_000) },
      ],
    });
    await db.user.update({ where: { id: a.suspended.id }, data: { suspendedAt: new Date(), suspensionReason: "test" } });
    // entries the fan-out would never write: members the reader does not follow, posts outside their audience
    await entry(me, posts.strangerAfter!, a.stranger.id);
    await entry(me, posts.privateStrangerAfter!, a.privateStranger.id);
    await entry(admin, posts.privateStrangerAfter!, a.privateStranger.id);
    await expectAgreement(viewers);
    const feed = await timelineFeed(asViewer(me));
    for (const key of ["blockerAfter", "blockedAfter", "mutedAfter", "suspendedAfter", "strangerAfter", "privateStrangerAfter", "closeFriendsAfter"]) expect(feed).not.toContain(posts[key]!.id);
    expect(feed).toContain(posts.mutedBeforeAfter!.id); // the mute has ended
    // an admin still sees the suspended author, as on the read-time feed
    expect(await timelineFeed(asViewer(admin, true))).toContain(posts.suspendedAfter!.id);
  });

  it("takes unfollows, blocks, mutes, audience and Close Friends changes and deletions on the next read", async () => {
    const reader = asViewer(me);
    const changes: [string, () => Promise<unknown>, string, boolean][] = [
      ["added to Close Friends", () => call(h(addCloseFriendRoute), "/", { method: "PUT", cookie: a.closeFriends.cookie, params: { userId: me.id } }), "closeFriendsAfter", true],
      ["taken off Close Friends", () => call(h(removeCloseFriendRoute), "/", { method: "DELETE", cookie: a.closeFriends.cookie, params: { userId: me.id } }), "closeFriendsAfter", false],
      ["unfollowed", () => call(h(followRoute), "/", { method: "POST", cookie: me.cookie, params: { id: a.unfollowed.id } }), "unfollowedAfter", false],
      ["muted", () => call(h(muteRoute), "/", { method: "POST", cookie: me.cookie, params: { id: a.plain.id } }), "plainAfter", false],
      ["unmuted", () => call(h(muteRoute), "/", { method: "POST", cookie: me.cookie, params: { id: a.plain.id } }), "plainAfter", true],
      ["audience set to close friends", () => call(h(updatePostRoute), "/", { method: "PUT", cookie: a.plain.cookie, params: { id: posts.plainAfter!.id }, body: { audience: "close_friends" } }), "plainAfter", false],
      ["audience set back to everyone", () => call(h(updatePostRoute), "/", { method: "PUT", cookie: a.plain.cookie, params: { id: posts.plainAfter!.id }, body: { audience: "everyone" } }), "plainAfter", true],
      ["private account unfollowed", () => db.follow.delete({ where: { followerId_followingId: { followerId: me.id, followingId: a.private.id } } }), "privateAfter", false],
      ["private account followed again (a request approved)", () => follow(me, a.private), "privateAfter", true],
      ["big author unfollowed", () => call(h(followRoute), "/", { method: "POST", cookie: me.cookie, params: { id: a.big.id } }), "bigAfter", false],
      ["blocked by the author", () => call(h(blockRoute), "/", { method: "POST", cookie: a.followersOnly.cookie, params: { id: me.id } }), "followersOnlyAfter", false],
      ["post deleted", () => call(h(deletePostRoute), "/", { method: "DELETE", cookie: a.plain.cookie, params: { id: posts.plainBefore!.id } }), "plainBefore", false],
    ];
    for (const [change, act, key, shown] of changes) {
      const res = (await act()) as { status?: number } | undefined;
      if (res && typeof res.status === "number") expect({ change, ok: res.status >= 200 && res.status < 300 }).toEqual({ change, ok: true });
      expect({ change, shown: (await timelineFeed(reader)).includes(posts[key]!.id) }).toEqual({ change, shown });
      await expectAgreement([reader]);
    }
    // the unfollow and the block took their entries out (the delete trigger); the deletion its own (the cascade)
    expect(await db.timelineEntry.count({ where: { ownerId: me.id, authorId: { in: [a.unfollowed.id, a.followersOnly.id] } } })).toBe(0);
    expect(await db.timelineEntry.count({ where: { postId: posts.plainBefore!.id } })).toBe(0);
  });

  it("answers the feed route from the timeline, in the same shape as the read-time feed", async () => {
    const res = await call(h(feedRoute), "/api/posts/feed", { cookie: me.cookie, query: { limit: "50" } });
    expect(res.status).toBe(200);
    const [reference] = await pagesOf(asViewer(me), feedIdsByFollows, 50);
    expect(res.data.map((p: { id: string }) => p.id)).toEqual(reference);
  });
});

describe("the fan-out", () => {
  it("writes one entry per follower, backfills a new follow and merges an author over the threshold at read time", async () => {
    const author = await createUser({ firstName: "Popular" });
    const fans = [await createUser(), await createUser(), await createUser()];
    const early = await seedPost(author.id);
    await follow(fans[0]!, author);
    // the follow's backfill: the earlier post is in the new follower's timeline at once
    expect(await db.timelineEntry.count({ where: { ownerId: fans[0]!.id, postId: early.id } })).toBe(1);
    await fanOutAll();
    await follow(fans[1]!, author);
    const late = await seedPost(author.id);
    expect(await db.timelineFanout.count({ where: { postId: late.id } })).toBe(1);
    await fanOutAll();
    expect(await db.timelineFanout.count({ where: { postId: late.id } })).toBe(0);
    expect(await db.timelineEntry.count({ where: { postId: late.id } })).toBe(2);
    // a third follower puts the author over a threshold of 2: their next post is merged at read time
    await follow(fans[2]!, author);
    const popular = await seedPost(author.id);
    await fanOutQueuedPosts({ fanoutMax: 2, maxPosts: 1_000_000, settleMs: 0 });
    expect(await db.timelineBigAuthor.count({ where: { authorId: author.id } })).toBe(1);
    expect(await db.timelineEntry.count({ where: { postId: popular.id } })).toBe(0);
    for (const fan of fans) {
      expect(await timelineFeed(asViewer(fan))).toEqual(expect.arrayContaining([popular.id, late.id, early.id]));
      expect(await pagesOf(asViewer(fan), feedIds)).toEqual(await pagesOf(asViewer(fan), feedIdsByFollows));
    }
  });
});

describe("the fan-out's statements", () => {
  it("fans out many posts of authors with few followers in one statement, not one per post", async () => {
    const author = await createUser();
    const fans = [await createUser(), await createUser()];
    for (const fan of fans) await follow(fan, author);
    const posts = [];
    for (let i = 0; i < 30; i++) posts.push((await seedPost(author.id)).id);
    const statements = recordStatements();
    expect(await fanOutQueuedPosts({ settleMs: 0 })).toEqual({ posts: 30, entries: 60, bigAuthors: 0 });
    // the batch, then the per-post statement finding nothing, then both once more to see the queue empty
    expect(statements.work().filter((q) => q.includes('"TimelineFanout"')).length).toBeLessThanOrEqual(4);
    expect(await db.timelineEntry.count({ where: { postId: { in: posts } } })).toBe(60);
  });
});

describe("the job runner's fan-out round", () => {
  it("leaves a post younger than FAN_OUT_SETTLE_MS queued (the feed merges it in meanwhile), then takes it", async () => {
    const author = await createUser();
    const fan = await createUser();
    await follow(fan, author);
    const fresh = await seedPost(author.id, { createdAt: new Date() });
    expect((await fanOutQueuedPosts()).posts).toBe(0);
    expect(await db.timelineFanout.count({ where: { postId: fresh.id } })).toBe(1);
    expect(await timelineFeed(asViewer(fan))).toContain(fresh.id);
    await fanOutQueuedPosts({ settleMs: 0 });
    expect(await db.timelineEntry.count({ where: { ownerId: fan.id, postId: fresh.id } })).toBe(1);
    expect(await timelineFeed(asViewer(fan))).toContain(fresh.id);
    await db.post.delete({ where: { id: fresh.id } });
  });

  it("takes a new post at once when nudged, as createPost nudges it", async () => {
    const author = await createUser();
    const fan = await createUser();
    await follow(fan, author);
    startTimelineFanout(60_000); // its own tick far away: only the nudge can run the round
    try {
      const post = await seedPost(author.id);
      nudge("timeline");
      await vi.waitFor(async () => expect(await db.timelineEntry.count({ where: { ownerId: fan.id, postId: post.id } })).toBe(1), { timeout: 5_000, interval: 20 });
      expect(await db.timelineFanout.count({ where: { postId: post.id } })).toBe(0);
    } finally {
      await stopTimelineFanout();
    }
  });
});

describe("paging the timeline while posts arrive", () => {
  it("has no gap and no repeat while new posts are created and fanned out between pages", async () => {
    const reader = await createUser();
    const authors = [await createUser(), await createUser(), await createUser()];
    await follow(reader, ...authors);
    const sameTime = new Date(Date.now() - 900_000);
    for (let i = 0; i < 24; i++) await seedPost(authors[i % 3]!.id, i < 4 ? { createdAt: sameTime } : {});
    await fanOutAll();
    // some still queued when the paging starts
    for (let i = 0; i < 6; i++) await seedPost(authors[i % 3]!.id);
    const viewer = asViewer(reader);
    const expected = (await pagesOf(viewer, feedIdsByFollows)).flat();
    expect(expected).toHaveLength(30);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      // a new post, the fan-out and the page read race each other
      const [page]: [PostPage, ...unknown[]] = await Promise.all([
        listPostsPage(viewer, (after, take) => feedIds(viewer, after, take), { cursor, limit: 4 }),
        seedPost(authors[round % 3]!.id, { createdAt: new Date() }),
        fanOutQueuedPosts({ maxPosts: 3, settleMs: 0 }),
      ]);
      seen.push(...page.posts.map((p) => p.id));
      cursor = page.nextCursor;
      round += 1;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    // every post there when the paging began was seen, in order; a post that arrived meanwhile shows
    // only at the head of the first page (newer than its cursor), never further down
    expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
    const arrived = seen.filter((id) => !expected.includes(id));
    expect(seen.slice(0, arrived.length)).toEqual(arrived);
    // the posts stamped "now" would crowd the newest pages of explore for the files after this one
    await db.post.deleteMany({ where: { authorId: { in: authors.map((author) => author.id) } } });
  });
});

describe("the timeline's upkeep (scheduled jobs)", () => {
  /** A cursor just before `user` in id order: a walk of one member from it looks at `user` alone. */
  const justBefore = (user: TestUser) => user.id.slice(0, -1);
  const entriesOf = (owner: TestUser, author?: TestUser) => db.timelineEntry.count({ where: { ownerId: owner.id, ...(author ? { authorId: author.id } : {}) } });

  it("trims a timeline to its newest entries in bounded batches, resuming where the budget ran out; the feed ends at the horizon", async () => {
    const reader = await createUser();
    const author = await createUser();
    const mine = await seedPost(reader.id, { createdAt: new Date(Date.now() - 5_000_000) }); // older than every entry
    const posts = [];
    for (let i = 0; i < 12; i++) posts.push(await seedPost(author.id));
    await follow(reader, author);
    await fanOutAll();
    expect(await entriesOf(reader)).toBe(12);
    // a budget of 3 entries a run, in batches of 2: the first run stops inside the member, the next resumes at them
    const options = { owners: 1, keep: 5, batch: 2, entries: 3 };
    expect(await trimTimelines({ ...options, after: justBefore(reader) })).toEqual({ owners: 1, trimmed: 0, entries: 4, next: justBefore(reader) });
    expect(await trimTimelines({ ...options, after: justBefore(reader) })).toEqual({ owners: 1, trimmed: 1, entries: 3, next: reader.id });
    expect(await trimTimelines({ ...options, after: justBefore(reader) })).toEqual({ owners: 1, trimmed: 0, entries: 0, next: reader.id });
    const newest = posts.slice(-5).reverse().map((p) => p.id);
    expect((await db.timelineEntry.findMany({ where: { ownerId: reader.id }, orderBy: [{ createdAt: "desc" }, { postId: "desc" }] })).map((e) => e.postId)).toEqual(newest);
    // the feed pages down to the horizon and ends there for fanned-out authors; the parts read at read
    // time (the member's own posts, big authors') go on past it
    expect(await timelineFeed(asViewer(reader))).toEqual([...newest, mine.id]);
    // the walk's end: fewer members than a slice left, so the next run starts from the first again
    expect((await trimTimelines({ after: justBefore(reader), owners: 1_000_000 })).next).toBeNull();
  });

  it("resumes the scheduled trim where the last run stopped (ScheduledJob.cursor) and records where this one did", async () => {
    const reader = await createUser();
    await db.scheduledJob.upsert({ where: { name: "timeline.trim" }, create: { name: "timeline.trim", lastStartedAt: new Date(), cursor: justBefore(reader) }, update: { cursor: justBefore(reader) } });
    const result = await trimTimelinesSlice();
    // from the reader on: the few members created since, fewer than a slice, so the walk starts again next time
    expect(result.owners).toBe(await db.user.count({ where: { id: { gt: justBefore(reader) } } }));
    expect((await db.scheduledJob.findUniqueOrThrow({ where: { name: "timeline.trim" } })).cursor).toBeNull();
    await db.scheduledJob.delete({ where: { name: "timeline.trim" } });
  });

  it("lifts a big author's mark once their followers fall below 80% of the threshold, and fans their recent posts out", async () => {
    const author = await createUser({ firstName: "Formerly popular" });
    const fans = [await createUser(), await createUser(), await createUser()];
    for (const fan of fans) await follow(fan, author);
    await seedPost(author.id);
    await fanOutQueuedPosts({ fanoutMax: 2, maxPosts: 1_000_000, settleMs: 0 });
    expect(await db.timelineBigAuthor.count({ where: { authorId: author.id } })).toBe(1);
    const whileBig = [await seedPost(author.id), await seedPost(author.id)];
    await fanOutQueuedPosts({ fanoutMax: 2, maxPosts: 1_000_000, settleMs: 0 });
    expect(await db.timelineEntry.count({ where: { postId: { in: whileBig.map((p) => p.id) } } })).toBe(0);
    // two followers: not over the threshold of 2, but not below 80% of it either (1.6): still merged at read time
    await db.follow.delete({ where: { followerId_followingId: { followerId: fans[2]!.id, followingId: author.id } } });
    await liftBigAuthors({ fanoutMax: 2 });
    expect(await db.timelineBigAuthor.count({ where: { authorId: author.id } })).toBe(1);
    await db.follow.delete({ where: { followerId_followingId: { followerId: fans[1]!.id, followingId: author.id } } });
    const lifted = await liftBigAuthors({ fanoutMax: 2 });
    expect(lifted.authors).toBeGreaterThanOrEqual(1);
    expect(await db.timelineBigAuthor.count({ where: { authorId: author.id } })).toBe(0);
    // the author's posts are queued: the feed merges them in until the fan-out has written them
    expect(await db.timelineFanout.count({ where: { authorId: author.id } })).toBe(3);
    const fan = asViewer(fans[0]!);
    expect(await timelineFeed(fan)).toEqual(expect.arrayContaining(whileBig.map((p) => p.id)));
    expect(await pagesOf(fan, feedIds)).toEqual(await pagesOf(fan, feedIdsByFollows));
    await fanOutAll();
    expect(await db.timelineFanout.count({ where: { authorId: author.id } })).toBe(0);
    expect(await db.timelineEntry.count({ where: { ownerId: fans[0]!.id, postId: { in: whileBig.map((p) => p.id) } } })).toBe(2);
    expect(await pagesOf(fan, feedIds)).toEqual(await pagesOf(fan, feedIdsByFollows));
  });

  it("purges the entries of an author muted until unmuted; the unmute writes them back; a mute with an end keeps them", async () => {
    const reader = await createUser();
    const [muted, paused] = [await createUser({ firstName: "Muted" }), await createUser({ firstName: "Paused" })];
    const posts = [await seedPost(muted.id), await seedPost(muted.id), await seedPost(paused.id)];
    await follow(reader, muted, paused);
    await fanOutAll();
    const mute = (target: TestUser, body?: unknown) => call(h(muteRoute), "/", { method: "POST", cookie: reader.cookie, params: { id: target.id }, body });
    expect((await mute(muted)).data).toEqual({ muted: true, until: null });
    expect((await mute(paused, { durationSeconds: 3600 })).data).toMatchObject({ muted: true });
    // a post the muted author writes meanwhile is fanned out to the muter too, and purged with the rest
    posts.push(await seedPost(muted.id));
    await fanOutAll();
    expect(await entriesOf(reader, muted)).toBe(3);
    expect((await purgeMutedEntries({ batch: 2 })).entries).toBeGreaterThanOrEqual(3);
    expect(await entriesOf(reader, muted)).toBe(0);
    expect(await entriesOf(reader, paused)).toBe(1);
    const viewer = asViewer(reader);
    expect(await timelineFeed(viewer)).toEqual([]);
    // the unmute: the author's recent posts are back in the timeline and the feed, as after a follow
    expect((await mute(muted)).data).toEqual({ muted: false, until: null });
    expect(await entriesOf(reader, muted)).toBe(3);
    expect(await timelineFeed(viewer)).toEqual([posts[3]!.id, posts[1]!.id, posts[0]!.id]);
    expect(await pagesOf(viewer, feedIds)).toEqual(await pagesOf(viewer, feedIdsByFollows));
  });

  it("deletes an account that muted a followed author until unmuted, and the muted author's (no backfill for a member leaving)", async () => {
    const [muter, author, other] = [await createUser(), await createUser(), await createUser()];
    await seedPost(author.id);
    await follow(muter, author);
    await follow(other, muter);
    await db.mute.createMany({ data: [{ muterId: muter.id, mutedId: author.id }, { muterId: other.id, mutedId: muter.id }] });
    const remove = (user: TestUser) => call(h(deleteUserRoute), "/x", { method: "DELETE", cookie: user.cookie, params: { id: user.id }, body: { password: user.password } });
    expect((await remove(muter)).status).toBe(204);
    expect(await db.timelineEntry.count({ where: { ownerId: muter.id } })).toBe(0);
    expect((await remove(author)).status).toBe(204);
  });
});
