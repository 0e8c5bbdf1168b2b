import { beforeAll, describe, expect, it } from "vitest";
import { GET as attendeesRoute } from "@/app/api/events/[id]/attendees/route";
import { DELETE as deleteEventRoute, PUT as editEventRoute } from "@/app/api/events/[id]/route";
import { POST as addCommentRoute } from "@/app/api/posts/[id]/comments/route";
import { DELETE as deletePostRoute, PUT as editPostRoute } from "@/app/api/posts/[id]/route";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { NOTIFICATION_TYPES } from "@/lib/contract/notifications/constants";
import { addCloseFriend, removeCloseFriend, seedAudiencePost } from "@/tests/audience/support";
import { seedBusiness, tag } from "@/tests/businesses/fixtures";
import { createReview, deleteReview, updateReview } from "@/tests/businesses/review-support";
import { createEvent, validEvent } from "@/tests/events/helpers";
import { follow, seedPost } from "@/tests/posts/support";
import { block, mute } from "@/tests/safety/support";
import { as } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// ONE RULE FOR HIDDEN THINGS (issue #28): whatever the caller may not see answers 404 from every
// door, word for word the answer for an id that never existed; 403 with the "only your own" text is
// kept for a thing the caller sees but does not own (lib/domain/safety/hidden.ts).
const h = (handler: unknown) => handler as Handler;
const byId = (handler: unknown, viewer: TestUser, id: string, extra: Parameters<typeof call>[2] = {}) => call(h(handler), "/x", { cookie: viewer.cookie, params: { id }, ...extra });
const setPrivate = (user: TestUser) =>
  call(h(updateUserRoute), `/api/users/${user.id}`, { method: "PUT", cookie: user.cookie, params: { id: user.id }, body: { username: user.username, isPrivate: true } });
const suspend = (user: TestUser) => db.user.update({ where: { id: user.id }, data: { suspendedAt: new Date(), suspensionReason: "test" } });
const mentionsOf = (userId: string, commentId: string) => db.notification.count({ where: { userId, commentId, type: NOTIFICATION_TYPES.commentMention } });
const content = async (commentId: string) => (await db.comment.findUnique({ where: { id: commentId }, select: { content: true } }))?.content;

const COMMENT_GONE = { message: "Comment not found", code: "not_found" };
const NOT_YOUR_COMMENT = { message: "You can only change your own comments", code: "forbidden" };

describe("editing or deleting one's own comment after losing sight of the post", () => {
  type Scene = { author: TestUser; commenter: TestUser; friend: TestUser; post: string };
  // the post's author, a commenter who may see the post for now, and a friend who keeps seeing it (follower, close friend)
  async function scene(audience: "everyone" | "followers" | "close_friends"): Promise<Scene> {
    const [author, commenter, friend] = [await createUser({ firstName: "Author" }), await createUser({ firstName: "Commenter" }), await createUser({ firstName: "Friend" })];
    const post = await seedAudiencePost(author.id, audience);
    for (const member of [commenter, friend]) {
      await follow(member.id, author.id);
      expect((await addCloseFriend(author, member.id)).status).toBe(200);
    }
    return { author, commenter, friend, post };
  }

  it.each([
    ["the post's author blocks the commenter", "everyone", (s: Scene) => block(s.author, s.commenter.id)],
    ["the commenter blocks the post's author", "everyone", (s: Scene) => block(s.commenter, s.author.id)],
    ["the author goes private and the commenter stops following", "everyone", async (s: Scene) => {
      expect((await setPrivate(s.author)).status).toBe(200);
      await db.follow.deleteMany({ where: { followerId: s.commenter.id, followingId: s.author.id } });
    }],
    ["the commenter stops following (a followers post)", "followers", (s: Scene) => db.follow.deleteMany({ where: { followerId: s.commenter.id, followingId: s.author.id } })],
    ["the commenter is taken off Close Friends (a Close Friends post)", "close_friends", (s: Scene) => removeCloseFriend(s.author, s.commenter.id)],
    ["the post's author is suspended", "everyone", (s: Scene) => suspend(s.author)],
  ] as const)("%s: 404, the text unchanged, nobody told", async (_label, audience, loseSight) => {
    const s = await scene(audience);
    const created = await as(s.commenter).comment(s.post);
    expect(created.status).toBe(201);
    const id: string = created.data.id;
    // while the post is in sight the edit works
    expect((await as(s.commenter).editComment(id, "hello, edited")).status).toBe(200);

    await loseSight(s);
    const notices = await db.notification.count({ where: { commentId: id } });
    const edit = await as(s.commenter).editComment(id, `hello @${s.friend.username}, look`);
    expect(edit).toMatchObject({ status: 404, data: COMMENT_GONE });
    // word for word what an id that never existed gets
    expect((await as(s.commenter).editComment("cnocomment00", "x")).data).toEqual(edit.data);
    expect(await content(id)).toBe("hello, edited");
    expect(await mentionsOf(s.friend.id, id)).toBe(0);
    expect(await db.notification.count({ where: { commentId: id } })).toBe(notices);

    expect(await as(s.commenter).deleteComment(id)).toMatchObject({ status: 404, data: COMMENT_GONE });
    expect(await content(id)).toBe("hello, edited");
  });

  it("another member's comment under a hidden post, or by a member hidden from the caller, is 404; visible but not yours stays 403", async () => {
    const s = await scene("everyone");
    const stranger = await createUser();
    const theirs: string = (await as(s.friend).comment(s.post)).data.id;
    expect(await as(stranger).editComment(theirs, "hacked")).toMatchObject({ status: 403, data: NOT_YOUR_COMMENT });
    expect(await as(stranger).deleteComment(theirs)).toMatchObject({ status: 403, data: NOT_YOUR_COMMENT });

    await block(s.author, s.commenter.id);
    expect(await as(s.commenter).editComment(theirs, "hacked")).toMatchObject({ status: 404, data: COMMENT_GONE });
    expect(await as(s.commenter).deleteComment(theirs)).toMatchObject({ status: 404, data: COMMENT_GONE });

    await block(s.friend, stranger.id);
    expect(await as(stranger).editComment(theirs, "hacked")).toMatchObject({ status: 404, data: COMMENT_GONE });
    expect(await as(stranger).deleteComment(theirs)).toMatchObject({ status: 404, data: COMMENT_GONE });
    expect(await content(theirs)).toBe("hello");
  });
});

describe("mentions in a comment edit", () => {
  it("tell only members the edit newly names, and only those a new comment would tell", async () => {
    const author = await createUser();
    const commenter = await createUser();
    const [late, fresh, muter, outsider] = [await createUser(), await createUser(), await createUser(), await createUser()];
    const post = await seedAudiencePost(author.id, "followers");
    for (const member of [commenter, fresh, muter]) await follow(member.id, author.id);
    expect((await mute(muter, commenter.id)).status).toBe(200);

    // `late` cannot see the followers post yet: the new comment tells nobody
    const created = await byId(addCommentRoute, commenter, post, { body: { content: `hi @${late.username}` } });
    expect(created.status).toBe(201);
    const id: string = created.data.id;
    expect(await mentionsOf(late.id, id)).toBe(0);

    await follow(late.id, author.id);
    const edit = await as(commenter).editComment(id, `hi @${late.username}, @${fresh.username}, @${muter.username} and @${outsider.username}`);
    expect(edit.status).toBe(200);
    // `late` was named before the edit: not told now; `fresh` is new and sees the post: told once;
    // the muter and the outsider (not a follower) would not hear of a new comment either
    expect(await mentionsOf(late.id, id)).toBe(0);
    expect(await mentionsOf(fresh.id, id)).toBe(1);
    expect(await mentionsOf(muter.id, id)).toBe(0);
    expect(await mentionsOf(outsider.id, id)).toBe(0);

    expect((await as(commenter).editComment(id, `hi again @${fresh.username}`)).status).toBe(200);
    expect(await mentionsOf(fresh.id, id)).toBe(1);
  });
});

describe("event organizer actions", () => {
  let organizer: TestUser;
  let event: string;
  const editEvent = (viewer: TestUser, id: string) => byId(editEventRoute, viewer, id, { method: "PUT", body: validEvent({ title: "Taken over" }) });
  const deleteEvent = (viewer: TestUser, id: string) => byId(deleteEventRoute, viewer, id, { method: "DELETE" });
  const attendees = (viewer: TestUser, id: string) => byId(attendeesRoute, viewer, id);
  const GONE = { message: "Event not found", code: "not_found" };

  beforeAll(async () => {
    organizer = await createUser({ firstName: "Organizer" });
    event = (await createEvent(organizer.cookie, { title: "Kept party" })).id;
  });

  it("keep the spec's 403 texts for a member who sees the event", async () => {
    const member = await createUser();
    expect(await editEvent(member, event)).toMatchObject({ status: 403, data: { message: "You can only edit events you organized", code: "forbidden" } });
    expect(await deleteEvent(member, event)).toMatchObject({ status: 403, data: { message: "You can only delete events you organized", code: "forbidden" } });
    expect(await attendees(member, event)).toMatchObject({ status: 403, data: { message: "Only event organizers can view attendees", code: "forbidden" } });
  });

  it.each([
    ["the organizer blocked", async (member: TestUser) => void (await block(organizer, member.id))],
    ["who blocked the organizer", async (member: TestUser) => void (await block(member, organizer.id))],
  ])("answer 404 to a member %s, as for an unknown event, and change nothing", async (_label, hide) => {
    const member = await createUser();
    await hide(member);
    const unknown = await editEvent(member, "cnoevent0000");
    for (const res of [await editEvent(member, event), await deleteEvent(member, event), await attendees(member, event)]) {
      expect(res).toMatchObject({ status: 404, data: GONE });
      expect(res.data).toEqual(unknown.data);
    }
    expect(await db.event.findUnique({ where: { id: event }, select: { title: true } })).toEqual({ title: "Kept party" });
  });

  it("answer 404 while the organizer is suspended", async () => {
    const host = await createUser();
    const own = (await createEvent(host.cookie)).id;
    const member = await createUser();
    await suspend(host);
    for (const res of [await editEvent(member, own), await deleteEvent(member, own), await attendees(member, own)]) expect(res).toMatchObject({ status: 404, data: GONE });
  });
});

describe("changing a review", () => {
  const GONE = { message: "Review not found", code: "not_found" };
  const NOT_YOURS = { message: "You can only change your own reviews", code: "forbidden" };
  const body = { rating: 1, content: "Rewritten by someone else." };

  async function reviewed() {
    const author = await createUser();
    const businessId = (await seedBusiness({ name: `Hidden Rule Cafe ${tag()}`, businessType: "cafe" })).id;
    const created = await createReview(author, businessId, { rating: 5, content: "Kind staff and a calm room." });
    expect(created.status).toBe(201);
    return { author, id: created.data.id as string };
  }
  const unchanged = async (id: string) => expect(await db.businessReview.findUnique({ where: { id }, select: { rating: true } })).toEqual({ rating: 5 });

  it("is 403 with the spec's text for someone else's review the member sees", async () => {
    const { id } = await reviewed();
    const other = await createUser();
    expect(await updateReview(other, id, body)).toMatchObject({ status: 403, data: NOT_YOURS });
    expect(await deleteReview(other, id)).toMatchObject({ status: 403, data: NOT_YOURS });
    await unchanged(id);
  });

  it.each([
    ["its author blocked the member", (author: TestUser, member: TestUser) => block(author, member.id)],
    ["the member blocked its author", (author: TestUser, member: TestUser) => block(member, author.id)],
    ["its author is suspended", (author: TestUser) => suspend(author)],
  ])("is 404 when %s, as for an unknown review; an admin may still remove it", async (_label, hide) => {
    const { author, id } = await reviewed();
    const member = await createUser();
    await hide(author, member);
    const unknown = await updateReview(member, "cnoreview000", body);
    for (const res of [await updateReview(member, id, body), await deleteReview(member, id)]) {
      expect(res).toMatchObject({ status: 404, data: GONE });
      expect(res.data).toEqual(unknown.data);
    }
    await unchanged(id);
    const admin = await createUser({ admin: true });
    expect((await deleteReview(admin, id)).status).toBe(200);
  });
});

describe("changing a post", () => {
  const editPost = (viewer: TestUser, id: string) => byId(editPostRoute, viewer, id, { method: "PUT", body: { caption: "taken over" } });
  const deletePost = (viewer: TestUser, id: string) => byId(deletePostRoute, viewer, id, { method: "DELETE" });
  const GONE = { message: "Post not found", code: "not_found" };

  it("is 404 for a post the member may not see (private account, audience) and 403 for one they see", async () => {
    const author = await createUser();
    const [follower, stranger] = [await createUser(), await createUser()];
    await follow(follower.id, author.id);
    const forFollowers = await seedAudiencePost(author.id, "followers");
    const open = (await seedPost(author.id)).id;
    for (const res of [await editPost(stranger, forFollowers), await deletePost(stranger, forFollowers)]) expect(res).toMatchObject({ status: 404, data: GONE });
    expect(await editPost(follower, forFollowers)).toMatchObject({ status: 403, data: { message: "You can only change your own posts", code: "forbidden" } });

    expect((await setPrivate(author)).status).toBe(200);
    for (const res of [await editPost(stranger, open), await deletePost(stranger, open)]) expect(res).toMatchObject({ status: 404, data: GONE });
    expect((await editPost(follower, open)).status).toBe(403);
    expect(await db.post.count({ where: { id: { in: [open, forFollowers] }, caption: "taken over" } })).toBe(0);
  });
});
