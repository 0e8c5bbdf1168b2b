import { beforeAll, describe, expect, it } from "vitest";
import { GET as hiddenCommentsRoute } from "@/app/api/hidden-comments/route";
import { PUT as putWordsRoute } from "@/app/api/hidden-words/route";
import { GET as authUserRoute } from "@/app/api/auth/user/route";
import { GET as getLimitsRoute, PUT as putLimitsRoute } from "@/app/api/limits/route";
import { GET as feedRoute } from "@/app/api/posts/feed/route";
import { GET as notificationsRoute } from "@/app/api/notifications/route";
import { PUT as updatePostRoute } from "@/app/api/posts/[id]/route";
import { POST as commentRoute } from "@/app/api/posts/[id]/comments/route";
import { GET as storyCommentsRoute, POST as storyCommentRoute } from "@/app/api/stories/[id]/comments/route";
import { db } from "@/lib/data/db";
import { LIMITS_BURST_COUNT } from "@/lib/contract/limits/schemas";
import { list as conversations, send, start, unread } from "@/tests/messages/support";
import { follow, seedPost } from "@/tests/posts/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// LIMITS (issue #33): while a member's Limits are on, comments, story replies, mentions and message
// requests from members who have not followed them for a week (or at all) are held back: hidden like
// hidden words, with no notice or push, and the author sees nothing different. A burst of such
// writes makes Niji suggest Limits once. Also hidden words in the member's own feed and notifications.

const DAY = 86_400_000;
const h = (handler: unknown) => handler as Handler;
const getLimits = (who: TestUser | null) => call(h(getLimitsRoute), "/api/limits", { cookie: who?.cookie });
const putLimits = (who: TestUser | null, body: unknown) => call(h(putLimitsRoute), "/api/limits", { method: "PUT", cookie: who?.cookie, body });
const comment = async (who: TestUser, postId: string, content: string) => {
  const res = await call(h(commentRoute), "/x", { cookie: who.cookie, params: { id: postId }, body: { content } });
  expect(res.status).toBe(201);
  return res.data as { id: string; content: string };
};
const hiddenReason = async (commentId: string) => (await db.comment.findUniqueOrThrow({ where: { id: commentId } })).hiddenReason;
const followedAgo = (followerId: string, followingId: string, days: number) => db.follow.create({ data: { followerId, followingId, createdAt: new Date(Date.now() - days * DAY) } });
const notices = async (who: TestUser) => (await call(h(notificationsRoute), "/api/notifications", { cookie: who.cookie })).data.notifications as { type: string; postId: string | null }[];

describe("GET and PUT /api/limits", () => {
  it("answers 401 without a session", async () => {
    expect((await getLimits(null)).status).toBe(401);
    expect((await putLimits(null, { on: true })).status).toBe(401);
  });

  it("starts off; on for the chosen period from now; off keeps the choices; recentFollowers kept when not sent", async () => {
    const member = await createUser();
    expect((await getLimits(member)).data).toEqual({ on: false, until: null, duration: "1w", recentFollowers: true });
    const before = Date.now();
    const on = await putLimits(member, { on: true, duration: "3d", recentFollowers: false });
    expect(on.status).toBe(200);
    expect(on.data).toMatchObject({ on: true, duration: "3d", recentFollowers: false });
    const until = Date.parse(on.data.until);
    expect(until).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect((await getLimits(member)).data).toEqual(on.data);
    const off = await putLimits(member, { on: false });
    expect(off.data).toEqual({ on: false, until: null, duration: "3d", recentFollowers: false });
    // a period that has run out reads as off
    await putLimits(member, { on: true, duration: "1d" });
    await db.memberLimits.update({ where: { userId: member.id }, data: { until: new Date(Date.now() - 1000) } });
    expect((await getLimits(member)).data).toMatchObject({ on: false, until: null, duration: "1d" });
  });

  it("recentFollowers alone changes only that: a running period keeps its end", async () => {
    const member = await createUser();
    const on = (await putLimits(member, { on: true, duration: "4w" })).data;
    const changed = await putLimits(member, { recentFollowers: false });
    expect(changed.status).toBe(200);
    expect(changed.data).toEqual({ ...on, recentFollowers: false });
    // before Limits were ever on: the choice is kept, Limits stay off
    const fresh = await createUser();
    expect((await putLimits(fresh, { recentFollowers: false })).data).toEqual({ on: false, until: null, duration: "1w", recentFollowers: false });
  });

  it.each([
    ["not an object", [1]],
    ["on not a boolean", { on: "yes" }],
    ["an unknown duration", { on: true, duration: "2w" }],
    ["recentFollowers not a boolean", { on: true, recentFollowers: 1 }],
  ])("answers 400 for %s", async (_name, body) => {
    const member = await createUser();
    const res = await putLimits(member, body);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
  });
});

describe("while Limits are on", () => {
  let owner: TestUser;
  let stranger: TestUser;
  let recent: TestUser;
  let longtime: TestUser;
  let third: TestUser;
  let postId: string;

  beforeAll(async () => {
    [owner, stranger, recent, longtime, third] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
    await follow(recent.id, owner.id);
    await followedAgo(longtime.id, owner.id, 8);
    await follow(third.id, owner.id);
    postId = (await seedPost(owner.id)).id;
    expect((await putLimits(owner, { on: true, duration: "1w" })).status).toBe(200);
  });

  it("a non-follower's and a recent follower's comments are held back: hidden from others and uncounted, unchanged for their author, no notice; a long-time follower's passes", async () => {
    const held = await comment(stranger, postId, "who is this?");
    const heldRecent = await comment(recent, postId, "new here");
    const passed = await comment(longtime, postId, "proud of you");
    // the author's own answer looks like any comment's
    expect(held).not.toHaveProperty("hiddenAt");
    expect(held.content).toBe("who is this?");
    expect(await hiddenReason(held.id)).toBe("limits");
    expect(await hiddenReason(heldRecent.id)).toBe("limits");
    expect(await hiddenReason(passed.id)).toBeNull();
    // a third member sees only what passed, in the list and in the count
    expect(idsOf((await as(third).comments(postId)).data)).toEqual([passed.id]);
    expect((await as(third).post(postId)).data.commentsCount).toBe(1);
    // each author sees their own
    expect(idsOf((await as(stranger).comments(postId)).data)).toEqual([held.id, passed.id]);
    // the owner: told of the one that passed only; the others wait under Hidden comments
    expect(await db.notification.count({ where: { commentId: { in: [held.id, heldRecent.id] } } })).toBe(0);
    expect(await db.notification.count({ where: { commentId: passed.id } })).toBe(1);
    const hidden = await call(h(hiddenCommentsRoute), "/api/hidden-comments", { cookie: owner.cookie });
    expect(idsOf(hidden.data)).toEqual(expect.arrayContaining([held.id, heldRecent.id]));
  });

  it("hidden words' re-scan leaves comments that Limits held back alone", async () => {
    const held = await comment(stranger, postId, "limits keep this");
    expect((await call(h(putWordsRoute), "/api/hidden-words", { method: "PUT", cookie: owner.cookie, body: { words: ["nothing-matches-this"] } })).status).toBe(200);
    expect(await hiddenReason(held.id)).toBe("limits");
    expect((await as(stranger).editComment(held.id, "edited text")).status).toBe(200);
    expect(await hiddenReason(held.id)).toBe("limits");
  });

  it("with recent followers allowed, any follower passes and a non-follower is still held back", async () => {
    const member = await createUser();
    const [fan, outsider] = await Promise.all([createUser(), createUser()]);
    await follow(fan.id, member.id);
    const post = (await seedPost(member.id)).id;
    expect((await putLimits(member, { on: true, duration: "1d", recentFollowers: false })).status).toBe(200);
    expect(await hiddenReason((await comment(fan, post, "hi")).id)).toBeNull();
    expect(await hiddenReason((await comment(outsider, post, "hi")).id)).toBe("limits");
  });

  it("mentions by a non-follower or a recent follower tell the member nothing; a long-time follower's mention does", async () => {
    const elsewhere = (await seedPost(third.id)).id;
    await comment(stranger, elsewhere, `hey @${owner.username}`);
    await comment(recent, elsewhere, `look @${owner.username}`);
    expect((await notices(owner)).filter((n) => n.type === "comment_mention" && n.postId === elsewhere)).toHaveLength(0);
    await comment(longtime, elsewhere, `you'd like this @${owner.username}`);
    expect((await notices(owner)).filter((n) => n.type === "comment_mention" && n.postId === elsewhere)).toHaveLength(1);
    // a caption's mention: held back the same way
    const strangersPost = (await seedPost(stranger.id)).id;
    const edit = await call(h(updatePostRoute), "/x", { method: "PUT", cookie: stranger.cookie, params: { id: strangersPost }, body: { caption: `with @${owner.username}` } });
    expect(edit.status).toBe(200);
    expect((await notices(owner)).some((n) => n.type === "post_mention" && n.postId === strangersPost)).toBe(false);
  });

  it("a non-follower's message request goes to Hidden requests with no unread count and no push; a long-time follower's is a request as usual", async () => {
    const session = await db.session.findFirstOrThrow({ where: { userId: owner.id } });
    await db.pushSubscription.create({ data: { userId: owner.id, sessionId: session.id, endpoint: `https://127.0.0.1/push/${owner.id}`, p256dh: "k", auth: "a" } });
    const held = (await start(stranger, owner.id)).data.id as string;
    expect((await send(stranger, held, { content: "hello" })).status).toBe(201);
    expect(idsOf((await conversations(owner, { folder: "hidden" })).data)).toContain(held);
    expect((await unread(owner)).data.requests).toBe(0);
    expect(await db.pushDelivery.count({ where: { userId: owner.id, kind: "messageRequests" } })).toBe(0);
    // the sender sees a pending request as usual
    expect((await conversations(stranger)).data.find((c: { id: string }) => c.id === held)).toMatchObject({ pendingForOther: true });
    const passed = (await start(longtime, owner.id)).data.id as string;
    expect((await send(longtime, passed, { content: "hello" })).status).toBe(201);
    expect(idsOf((await conversations(owner, { folder: "requests" })).data)).toContain(passed);
    expect((await unread(owner)).data.requests).toBe(1);
    expect(await db.pushDelivery.count({ where: { userId: owner.id, kind: "messageRequests" } })).toBe(1);
  });

  it("a story reply from a recent follower is left out of the story's replies and notifies nobody", async () => {
    const story = await db.story.create({ data: { authorId: owner.id, imageUrl: "/objects/demo/limits-story.jpg" }, select: { id: true } });
    const reply = (who: TestUser) => call(h(storyCommentRoute), "/x", { cookie: who.cookie, params: { id: story.id }, body: { content: "nice" } });
    const held = await reply(recent);
    const passed = await reply(longtime);
    expect([held.status, passed.status]).toEqual([201, 201]);
    const listed = await call(h(storyCommentsRoute), "/x", { cookie: owner.cookie, params: { id: story.id } });
    expect(idsOf(listed.data)).toEqual([passed.data.id]);
    expect(await db.notification.count({ where: { storyCommentId: held.data.id } })).toBe(0);
    // and no message copy: a conversation the owner accepted would carry it to their inbox
    expect(held.data.conversationId).toBeNull();
    expect(await db.message.count({ where: { senderId: recent.id, storyId: story.id } })).toBe(0);
  });

  it("once the period ends, nothing is held back", async () => {
    const member = await createUser();
    const outsider = await createUser();
    const post = (await seedPost(member.id)).id;
    await putLimits(member, { on: true, duration: "1d" });
    await db.memberLimits.update({ where: { userId: member.id }, data: { until: new Date(Date.now() - 1000) } });
    expect(await hiddenReason((await comment(outsider, post, "hello")).id)).toBeNull();
  });
});

describe("the burst suggestion", () => {
  it(`fires once when ${LIMITS_BURST_COUNT} comments or requests from non-followers arrive within an hour, even when they race`, async () => {
    const member = await createUser();
    const strangers = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const friend = await createUser();
    await follow(friend.id, member.id);
    const post = (await seedPost(member.id)).id;
    const session = await db.session.findFirstOrThrow({ where: { userId: member.id } });
    await db.pushSubscription.create({ data: { userId: member.id, sessionId: session.id, endpoint: `https://127.0.0.1/push/${member.id}`, p256dh: "k", auth: "a" } });
    // a follower's comments do not count
    for (let i = 0; i < 5; i++) await comment(friend, post, `friend ${i}`);
    // two requests and 16 comments from strangers: 18, one below the burst
    for (const who of strangers.slice(0, 2)) expect((await send(who, (await start(who, member.id)).data.id, { content: "hi" })).status).toBe(201);
    for (let i = 0; i < 16; i++) await comment(strangers[i % 5], post, `stranger ${i}`);
    const suggestions = () => db.notification.count({ where: { userId: member.id, type: "limits_suggested" } });
    expect(await suggestions()).toBe(0);
    // the 19th and 20th and more arrive at once: one suggestion, with its push queued
    await Promise.all(strangers.map((who, i) => comment(who, post, `wave ${i}`)));
    expect(await suggestions()).toBe(1);
    expect(await db.pushDelivery.count({ where: { userId: member.id, kind: "moderation", data: { path: ["type"], equals: "limits_suggested" } } })).toBe(1);
    await comment(strangers[0], post, "and more");
    expect(await suggestions()).toBe(1);
    const listed = (await notices(member)).filter((n) => n.type === "limits_suggested");
    expect(listed).toHaveLength(1);
  });

  it("does not fire while Limits are already on", async () => {
    const member = await createUser();
    const strangers = await Promise.all(Array.from({ length: 4 }, () => createUser()));
    const post = (await seedPost(member.id)).id;
    await putLimits(member, { on: true, duration: "1d" });
    for (let i = 0; i < LIMITS_BURST_COUNT + 2; i++) await comment(strangers[i % 4], post, `x ${i}`);
    expect(await db.notification.count({ where: { userId: member.id, type: "limits_suggested" } })).toBe(0);
  });
});

describe("hidden words in the member's own feed and notifications", () => {
  it("with hideInFeed, followed members' posts and mentions that match are left out; own posts stay; without it, they show", async () => {
    const [reader, friend] = await Promise.all([createUser(), createUser()]);
    await follow(reader.id, friend.id);
    const matching = (await seedPost(friend.id, { caption: "SPOILER: the finale" })).id;
    const clean = (await seedPost(friend.id, { caption: "a sunny day" })).id;
    const own = (await seedPost(reader.id, { caption: "no spoiler from me" })).id;
    const putWords = (body: unknown) => call(h(putWordsRoute), "/api/hidden-words", { method: "PUT", cookie: reader.cookie, body });
    expect((await putWords({ words: ["spoiler"] })).data).toEqual({ words: ["spoiler"], builtIn: true, hideInFeed: false });
    expect(idsOf((await as(reader).feed()).data)).toEqual(expect.arrayContaining([matching, clean, own]));
    expect((await putWords({ words: ["spoiler"], hideInFeed: true })).data.hideInFeed).toBe(true);
    const feed = idsOf((await as(reader).feed()).data);
    expect(feed).toEqual(expect.arrayContaining([clean, own]));
    expect(feed).not.toContain(matching);
    // the post itself is still reachable: this is the reader's own preference, not a visibility rule
    expect((await as(reader).post(matching)).status).toBe(200);
    // mentions: a matching one tells nothing, a clean one does
    const elsewhere = (await seedPost(friend.id)).id;
    await comment(friend, elsewhere, `ｓｐｏｉｌｅｒ for @${reader.username}`);
    await comment(friend, elsewhere, `hi @${reader.username}`);
    const mentions = (await notices(reader)).filter((n) => n.type === "comment_mention");
    expect(mentions).toHaveLength(1);
    // the switch rides with the session, never in an answer about the member
    const me = await call(h(authUserRoute), "/api/auth/user", { cookie: reader.cookie });
    expect(me.status).toBe(200);
    expect(me.data).not.toHaveProperty("hidesFeedWords");
    // a page the words empty is read on from: the next posts come, not an empty page with a cursor
    for (let i = 0; i < 3; i++) await seedPost(friend.id, { caption: `spoiler ${i}` });
    const firstPage = await call(h(feedRoute), "/api/posts/feed", { cookie: reader.cookie, query: { limit: "2" } });
    expect(firstPage.status).toBe(200);
    expect(firstPage.data.length).toBeGreaterThan(0);
    expect(idsOf(firstPage.data)).not.toContain(matching);
    // turned off again: the feed shows everything
    expect((await putWords({ words: ["spoiler"], hideInFeed: false })).status).toBe(200);
    expect(idsOf((await as(reader).feed()).data)).toContain(matching);
  });
});
