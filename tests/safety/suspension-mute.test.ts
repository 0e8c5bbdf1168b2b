import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { seedPost } from "@/tests/posts/support";
import { mute } from "@/tests/safety/support";
import { as, idsOf, userIdsOf } from "@/tests/safety/surfaces";
import { seedStory } from "@/tests/stories/helpers";
import { createUser, type TestUser } from "@/tests/support/http";

// Suspended members' content is hidden from members and visible to admins on the same surfaces;
// a mute hides the muted member from the muter's feed and story strip only, until it expires.
describe("a suspended member", () => {
  let suspended: TestUser;
  let member: TestUser;
  let admin: TestUser;
  let third: TestUser;
  let post: string;
  let thirdPost: string;
  let story: string;
  let event: string;
  let name: string;

  beforeAll(async () => {
    name = `Suspendee${Date.now().toString(36)}`;
    suspended = await createUser({ firstName: name });
    member = await createUser();
    admin = await createUser({ admin: true });
    third = await createUser();
    post = (await seedPost(suspended.id)).id;
    thirdPost = (await seedPost(third.id)).id;
    story = (await seedStory(suspended.id)).id;
    event = (await db.event.create({ data: { organizerId: suspended.id, title: "Suspendee's party", date: new Date(Date.now() + 86_400_000), eventType: "izakaya_party" }, select: { id: true } })).id;
    await db.follow.createMany({
      data: [member, admin].flatMap((v) => [{ followerId: v.id, followingId: suspended.id }, { followerId: v.id, followingId: third.id }]).concat({ followerId: suspended.id, followingId: third.id }),
    });
    await db.comment.create({ data: { postId: thirdPost, authorId: suspended.id, content: "before suspension" } });
    await db.postLike.create({ data: { postId: thirdPost, userId: suspended.id } });
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date(), suspensionReason: "test" } });
  });

  it("is hidden from members on every surface", async () => {
    const m = as(member);
    expect(idsOf((await m.feed()).data)).not.toContain(post);
    expect(idsOf((await m.explore()).data)).not.toContain(post);
    expect(idsOf((await m.stories()).data)).not.toContain(story);
    expect((await m.user(suspended.id)).status).toBe(404);
    expect((await m.userPosts(suspended.id)).status).toBe(404);
    expect((await m.post(post)).status).toBe(404);
    expect(idsOf((await m.search(name.toLowerCase())).data)).toEqual([]);
    expect(userIdsOf((await m.comments(thirdPost)).data)).not.toContain(suspended.id);
    expect((await m.post(thirdPost)).data.commentsCount).toBe(0);
    expect(userIdsOf((await m.likes(thirdPost)).data)).not.toContain(suspended.id);
    expect(idsOf((await m.followers(third.id)).data)).not.toContain(suspended.id);
    expect(idsOf((await m.events()).data)).not.toContain(event);
    expect((await m.event(event)).status).toBe(404);
    expect((await m.attend(event)).status).toBe(404);
  });

  it("cannot be followed, and their post not liked, by members (404: it is invisible)", async () => {
    expect((await as(third).follow(suspended.id)).status).toBe(404);
    expect((await as(third).like(post)).status).toBe(404);
    expect((await as(third).comment(post)).status).toBe(404);
  });

  it("stays visible to admins on the same surfaces", async () => {
    const m = as(admin);
    expect(idsOf((await m.feed()).data)).toContain(post);
    expect(idsOf((await m.explore()).data)).toContain(post);
    expect(idsOf((await m.stories()).data)).toContain(story);
    expect((await m.user(suspended.id)).status).toBe(200);
    expect(idsOf((await m.userPosts(suspended.id)).data)).toEqual([post]);
    expect((await m.post(post)).status).toBe(200);
    expect(idsOf((await m.search(name.toLowerCase())).data)).toEqual([suspended.id]);
    expect(userIdsOf((await m.comments(thirdPost)).data)).toContain(suspended.id);
    expect((await m.post(thirdPost)).data.commentsCount).toBe(1);
    expect(userIdsOf((await m.likes(thirdPost)).data)).toContain(suspended.id);
    expect(idsOf((await m.followers(third.id)).data)).toContain(suspended.id);
    expect(idsOf((await m.events()).data)).toContain(event);
    expect((await m.event(event)).status).toBe(200);
  });
});

describe("a mute", () => {
  let me: TestUser;
  let loud: TestUser;
  let post: string;
  let story: string;

  beforeAll(async () => {
    me = await createUser();
    loud = await createUser();
    post = (await seedPost(loud.id)).id;
    story = (await seedStory(loud.id)).id;
    await db.follow.createMany({ data: [{ followerId: me.id, followingId: loud.id }, { followerId: loud.id, followingId: me.id }] });
  });

  it("removes the muted member's posts from my feed and stories from my strip, nothing else", async () => {
    expect(idsOf((await as(me).feed()).data)).toContain(post);
    expect(idsOf((await as(me).stories()).data)).toContain(story);
    expect((await mute(me, loud.id, { body: { durationSeconds: 3600 } })).data.muted).toBe(true);
    expect(idsOf((await as(me).feed()).data)).not.toContain(post);
    expect(idsOf((await as(me).stories()).data)).not.toContain(story);
    // explore, profile, the post itself and following stay (Instagram's mute: feed and stories only)
    expect(idsOf((await as(me).explore()).data)).toContain(post);
    const profile = await as(me).user(loud.id);
    expect(profile.data).toMatchObject({ isFollowing: true, isMuted: true, mutedUntil: expect.any(String) });
    expect(idsOf((await as(me).userPosts(loud.id)).data)).toEqual([post]);
    expect((await as(me).post(post)).status).toBe(200);
    expect((await as(me).like(post)).status).toBe(200);
    // the muted member is not told and still sees me
    const theirs = await as(loud).user(me.id);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.data)).not.toMatch(/"isMuted":true/);
  });

  it("ends by itself when it expires", async () => {
    await db.mute.update({ where: { muterId_mutedId: { muterId: me.id, mutedId: loud.id } }, data: { until: new Date(Date.now() - 1000) } });
    expect(idsOf((await as(me).feed()).data)).toContain(post);
    expect(idsOf((await as(me).stories()).data)).toContain(story);
    expect((await as(me).user(loud.id)).data).toMatchObject({ isMuted: false, mutedUntil: null });
  });

  it("unmuting brings them back at once", async () => {
    await mute(me, loud.id); // forever
    expect(idsOf((await as(me).feed()).data)).not.toContain(post);
    expect((await mute(me, loud.id)).data).toEqual({ muted: false, until: null });
    expect(idsOf((await as(me).feed()).data)).toContain(post);
  });
});
