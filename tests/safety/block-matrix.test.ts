import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { seedPost } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { as, idsOf, userIdsOf } from "@/tests/safety/surfaces";
import { seedStory } from "@/tests/stories/helpers";
import { createUser, type TestUser } from "@/tests/support/http";

// THE BLOCK MATRIX: after A blocks B, neither sees the other on any surface, and neither can act
// on the other's content; a third member C still sees both.
type Side = { user: TestUser; post: string; story: string; event: string; name: string };

let a: Side;
let b: Side;
let c: TestUser;
let cPost: string;

async function seedSide(user: TestUser, name: string): Promise<Side> {
  const post = (await seedPost(user.id, { caption: `${name}'s post` })).id;
  const story = (await seedStory(user.id)).id;
  const event = (
    await db.event.create({ data: { organizerId: user.id, title: `${name}'s party`, date: new Date(Date.now() + 7 * 86_400_000), eventType: "izakaya_party" }, select: { id: true } })
  ).id;
  return { user, post, story, event, name };
}

beforeAll(async () => {
  const suffix = Date.now().toString(36);
  a = await seedSide(await createUser({ firstName: `Aomatrix${suffix}` }), `Aomatrix${suffix}`);
  b = await seedSide(await createUser({ firstName: `Bematrix${suffix}` }), `Bematrix${suffix}`);
  c = await createUser({ firstName: "Third" });
  cPost = (await seedPost(c.id, { caption: "third party" })).id;
  // before the block: they follow each other and C, like, comment, save, attend, message stories
  await db.follow.createMany({
    data: [
      { followerId: a.user.id, followingId: b.user.id },
      { followerId: b.user.id, followingId: a.user.id },
      { followerId: a.user.id, followingId: c.id },
      { followerId: b.user.id, followingId: c.id },
      { followerId: c.id, followingId: a.user.id },
      { followerId: c.id, followingId: b.user.id },
    ],
  });
  for (const [x, y] of [[a, b], [b, a]] as const) {
    await db.postLike.createMany({ data: [{ postId: y.post, userId: x.user.id }, { postId: cPost, userId: x.user.id }, { postId: x.post, userId: c.id }] });
    await db.comment.createMany({ data: [{ postId: y.post, authorId: x.user.id, content: `${x.name} on ${y.name}` }, { postId: cPost, authorId: x.user.id, content: `${x.name} on C` }] });
    const collection = await db.collection.create({ data: { ownerId: x.user.id, title: "Faves" }, select: { id: true } });
    await db.savedPost.create({ data: { userId: x.user.id, postId: y.post, collectionId: collection.id } });
    await db.eventAttendee.create({ data: { eventId: y.event, userId: x.user.id } });
    await db.storyComment.create({ data: { storyId: y.story, authorId: x.user.id, content: "nice" } });
  }
  expect((await block(a.user, b.user.id)).data).toEqual({ blocked: true });
  // a follow that slips in after the block (a race, an old client) must not reopen any surface
  await db.follow.createMany({ data: [{ followerId: a.user.id, followingId: b.user.id }, { followerId: b.user.id, followingId: a.user.id }] });
});

describe.each([
  ["the blocker", () => [a, b] as const],
  ["the blocked member", () => [b, a] as const],
])("as %s, the other is invisible", (_label, pair) => {
  it("feed and explore leave out the other's posts", async () => {
    const [me, other] = pair();
    const feed = await as(me.user).feed();
    expect(feed.status).toBe(200);
    expect(idsOf(feed.data)).toContain(me.post);
    expect(idsOf(feed.data)).not.toContain(other.post);
    const explore = idsOf((await as(me.user).explore()).data);
    expect(explore).toContain(cPost);
    expect(explore).not.toContain(other.post);
  });

  it("profile, profile grid and the other's post answer 404", async () => {
    const [me, other] = pair();
    expect((await as(me.user).user(other.user.id)).status).toBe(404);
    expect((await as(me.user).userPosts(other.user.id)).status).toBe(404);
    expect((await as(me.user).post(other.post)).status).toBe(404);
    expect((await as(me.user).comments(other.post)).status).toBe(404);
    expect((await as(me.user).likes(other.post)).status).toBe(404);
    expect((await as(me.user).saveStatus(other.post)).status).toBe(404);
    expect((await as(me.user).followers(other.user.id)).status).toBe(404);
    expect((await as(me.user).following(other.user.id)).status).toBe(404);
  });

  it("saved posts and collection counts leave out the other's post", async () => {
    const [me, other] = pair();
    const saved = await as(me.user).saved();
    expect(saved.status).toBe(200);
    expect(saved.data.map((s: { post: { id: string } }) => s.post.id)).not.toContain(other.post);
    expect((await as(me.user).collections()).data).toEqual([{ id: expect.any(String), title: "Faves", count: 0 }]);
  });

  it("stories: the strip leaves out the other's story, and my story's messages leave out theirs", async () => {
    const [me, other] = pair();
    const stories = await as(me.user).stories();
    expect(stories.status).toBe(200);
    expect(idsOf(stories.data)).toContain(me.story);
    expect(idsOf(stories.data)).not.toContain(other.story);
    const messages = await as(me.user).storyComments(me.story);
    expect(messages.status).toBe(200);
    expect(messages.data.map((m: { user: { id: string } }) => m.user.id)).not.toContain(other.user.id);
  });

  it("comments and likes under my post and a third party's post leave out the other", async () => {
    const [me, other] = pair();
    for (const postId of [me.post, cPost]) {
      const comments = await as(me.user).comments(postId);
      expect(comments.status).toBe(200);
      expect(userIdsOf(comments.data)).not.toContain(other.user.id);
      const likes = await as(me.user).likes(postId);
      expect(likes.status).toBe(200);
      expect(userIdsOf(likes.data)).toContain(postId === cPost ? me.user.id : c.id);
      expect(userIdsOf(likes.data)).not.toContain(other.user.id);
    }
    const third = await as(me.user).comments(cPost);
    expect(userIdsOf(third.data)).toEqual([me.user.id]);
    const post = await as(me.user).post(cPost);
    expect(post.data.commentsCount).toBe(1);
  });

  it("search, follower and following lists leave out the other", async () => {
    const [me, other] = pair();
    const search = await as(me.user).search(other.name.toLowerCase());
    expect(search.status).toBe(200);
    expect(idsOf(search.data)).toEqual([]);
    const mine = await as(me.user).search(me.name.toLowerCase());
    expect(idsOf(mine.data)).toEqual([me.user.id]);
    const followers = await as(me.user).followers(c.id);
    expect(idsOf(followers.data)).toEqual([me.user.id]);
    const following = await as(me.user).following(c.id);
    expect(idsOf(following.data)).toEqual([me.user.id]);
  });

  it("my event's attendee list leaves out the other", async () => {
    const [me, other] = pair();
    const res = await as(me.user).attendees(me.event);
    expect(res.status).toBe(200);
    expect(res.data.attendees.map((r: { user: { id: string } }) => r.user.id)).not.toContain(other.user.id);
    expect(res.data.capacity.count).toBe(1);
  });

  it("events: the other's events leave the list and my interests, and reading, exporting or joining one answers 404", async () => {
    const [me, other] = pair();
    const events = await as(me.user).events();
    expect(events.status).toBe(200);
    expect(idsOf(events.data)).toContain(me.event);
    expect(idsOf(events.data)).not.toContain(other.event);
    const interested = await as(me.user).interested();
    expect(interested.status).toBe(200);
    expect(idsOf(interested.data)).not.toContain(other.event);
    const attendeesBefore = await db.eventAttendee.count({ where: { eventId: other.event } });
    for (const res of [await as(me.user).event(other.event), await as(me.user).ics(other.event), await as(me.user).attend(other.event), await as(me.user).attendees(other.event)]) {
      expect(res.status).toBe(404);
    }
    expect(await db.eventAttendee.count({ where: { eventId: other.event } })).toBe(attendeesBefore);
  });

  it("my old comment under the other's post, and theirs under mine, can be neither edited nor deleted (404, unchanged)", async () => {
    const [me, other] = pair();
    const mine = await db.comment.findFirstOrThrow({ where: { postId: other.post, authorId: me.user.id }, select: { id: true, content: true } });
    const theirs = await db.comment.findFirstOrThrow({ where: { postId: me.post, authorId: other.user.id }, select: { id: true, content: true } });
    for (const comment of [mine, theirs]) {
      for (const res of [await as(me.user).editComment(comment.id, `@${c.username} look`), await as(me.user).deleteComment(comment.id)]) {
        expect(res).toMatchObject({ status: 404, data: { message: "Comment not found", code: "not_found" } });
      }
      expect(await db.comment.findUnique({ where: { id: comment.id }, select: { content: true } })).toEqual({ content: comment.content });
    }
    expect(await db.notification.count({ where: { commentId: mine.id, userId: c.id } })).toBe(0);
  });

  it("every action on the other or their content answers 403 and changes nothing", async () => {
    const [me, other] = pair();
    const before = await Promise.all([db.follow.count(), db.postLike.count(), db.comment.count(), db.savedPost.count(), db.storyLike.count(), db.storyComment.count()]);
    for (const res of [
      await as(me.user).follow(other.user.id),
      await as(me.user).like(other.post),
      await as(me.user).comment(other.post),
      await as(me.user).save(other.post),
      await as(me.user).likeStory(other.story),
      await as(me.user).replyStory(other.story),
    ]) {
      expect(res.status).toBe(403);
      expect(res.data).toEqual({ message: "You can't interact with this member", code: "forbidden", messageKey: "blockedInteraction" });
    }
    const after = await Promise.all([db.follow.count(), db.postLike.count(), db.comment.count(), db.savedPost.count(), db.storyLike.count(), db.storyComment.count()]);
    expect(after).toEqual(before);
  });
});

describe("a third member", () => {
  it("still sees both sides of a block", async () => {
    const explore = idsOf((await as(c).explore()).data);
    expect(explore).toEqual(expect.arrayContaining([a.post, b.post]));
    expect(userIdsOf((await as(c).comments(cPost)).data).sort()).toEqual([a.user.id, b.user.id].sort());
    expect((await as(c).user(b.user.id)).status).toBe(200);
    expect(idsOf((await as(c).events()).data)).toEqual(expect.arrayContaining([a.event, b.event]));
    expect(idsOf((await as(c).followers(c.id)).data).sort()).toEqual([a.user.id, b.user.id].sort());
  });
});

describe("unblocking", () => {
  it("makes both visible again without restoring follows", async () => {
    const x = await createUser();
    const y = await createUser();
    const post = (await seedPost(y.id)).id;
    await db.follow.create({ data: { followerId: x.id, followingId: y.id } });
    await block(y, x.id);
    expect((await as(x).post(post)).status).toBe(404);
    expect((await block(y, x.id)).data).toEqual({ blocked: false });
    expect((await as(x).post(post)).status).toBe(200);
    expect((await as(x).user(y.id)).data.isFollowing).toBe(false);
    expect((await as(x).like(post)).status).toBe(200);
  });
});
