import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { DELETE as deleteUserRoute, GET as profileRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { h, seedPost } from "@/tests/posts/support";
import { objectExists, storyUpload } from "@/tests/stories/helpers";
import { call, createUser, type TestUser } from "@/tests/support/http";

const remove = h(deleteUserRoute);
const login = h(loginRoute);
const me = h(meRoute);
const profile = h(profileRoute);

const del = (user: TestUser | null, id: string, body?: unknown, extra: { rawBody?: string; headers?: Record<string, string> } = {}) =>
  call(remove, "/x", { method: "DELETE", cookie: user?.cookie, params: { id }, body, ...extra });

/** Everything a member can leave behind, with some of it touching a friend's content. */
async function busyMember() {
  const member = await createUser({ firstName: "Leaving" });
  const friend = await createUser({ firstName: "Friend" });
  const postMedia = await storyUpload(member.id, "image", "post");
  const avatar = await storyUpload(member.id, "image", "profile");
  const businessPhoto = await storyUpload(member.id, "image", "business");
  const post = await db.post.create({ data: { authorId: member.id, caption: "bye", media: { create: [{ position: 0, url: postMedia.objectPath, type: "image" }] } } });
  await db.user.update({ where: { id: member.id }, data: { profileImageUrl: avatar.objectPath } });
  const friendPost = await seedPost(friend.id);
  const collection = await db.collection.create({ data: { ownerId: member.id, title: "Faves" } });
  await db.savedPost.create({ data: { userId: member.id, postId: friendPost.id, collectionId: collection.id } });
  await db.postLike.create({ data: { userId: member.id, postId: friendPost.id } });
  await db.postLike.create({ data: { userId: friend.id, postId: post.id } });
  await db.comment.create({ data: { authorId: member.id, postId: friendPost.id, content: "nice" } });
  await db.follow.create({ data: { followerId: member.id, followingId: friend.id } });
  await db.follow.create({ data: { followerId: friend.id, followingId: member.id } });
  const story = await db.story.create({ data: { authorId: member.id, imageUrl: "/objects/demo/s.jpg" } });
  const friendStory = await db.story.create({ data: { authorId: friend.id, imageUrl: "/objects/demo/f.jpg" } });
  await db.storyComment.create({ data: { storyId: friendStory.id, authorId: member.id, content: "cute" } });
  const event = await db.event.create({ data: { organizerId: member.id, title: "Picnic", date: new Date(Date.now() + 86_400_000), eventType: "social" } });
  await db.eventAttendee.create({ data: { eventId: event.id, userId: friend.id } });
  await db.notification.create({ data: { userId: member.id, type: "application", title: "t", body: "b" } });
  const application = await db.businessApplication.create({ data: { applicantId: member.id, name: "Queer Books", businessType: "shop", imageUrl: businessPhoto.objectPath, status: "approved" } });
  const business = await db.business.create({ data: { name: "Queer Books", businessType: "shop", ownerId: member.id, applicationId: application.id, imageUrl: businessPhoto.objectPath } });
  return { member, friend, post, friendPost, story, event, application, business, keys: { postMedia: postMedia.objectKey, avatar: avatar.objectKey, businessPhoto: businessPhoto.objectKey } };
}

describe("DELETE /api/users/{id}", () => {
  it("deletes the member and everything of theirs, keeps applications anonymised, ends sessions and clears the cookie", async () => {
    const s = await busyMember();
    const id = s.member.id;
    const res = await del(s.member, id, { password: s.member.password });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);

    expect(await db.user.count({ where: { id } })).toBe(0);
    const leftovers = await Promise.all([
      db.post.count({ where: { authorId: id } }),
      db.postLike.count({ where: { OR: [{ userId: id }, { postId: s.post.id }] } }),
      db.comment.count({ where: { authorId: id } }),
      db.savedPost.count({ where: { userId: id } }),
      db.collection.count({ where: { ownerId: id } }),
      db.follow.count({ where: { OR: [{ followerId: id }, { followingId: id }] } }),
      db.story.count({ where: { authorId: id } }),
      db.storyComment.count({ where: { authorId: id } }),
      db.event.count({ where: { organizerId: id } }),
      db.eventAttendee.count({ where: { eventId: s.event.id } }),
      db.notification.count({ where: { userId: id } }),
      db.upload.count({ where: { ownerId: id } }),
    ]);
    expect(leftovers).toEqual(leftovers.map(() => 0));
    expect(await objectExists(s.keys.postMedia)).toBe(false);
    expect(await objectExists(s.keys.avatar)).toBe(false);
    // the directory keeps the business and its history, without the applicant
    expect(await db.businessApplication.findUnique({ where: { id: s.application.id }, select: { applicantId: true, name: true } })).toEqual({ applicantId: null, name: "Queer Books" });
    expect(await db.business.findUnique({ where: { id: s.business.id }, select: { ownerId: true } })).toEqual({ ownerId: null });
    expect(await objectExists(s.keys.businessPhoto)).toBe(true);
    // the friend's own content is untouched
    expect(await db.post.count({ where: { id: s.friendPost.id } })).toBe(1);

    // every session is gone and the credentials no longer sign in
    expect((await call(me, "/api/auth/user", { cookie: s.member.cookie })).status).toBe(401);
    const again = await call(login, "/api/auth/login", { body: { email: s.member.email, password: s.member.password } });
    expect(again).toMatchObject({ status: 401, data: { message: "Invalid email or password" } });
    expect((await call(profile, "/x", { cookie: s.friend.cookie, params: { id } })).status).toBe(404);
  });

  it("refuses a wrong password with 403 and deletes nothing", async () => {
    const member = await createUser();
    const res = await del(member, member.id, { password: "not-my-password" });
    expect(res).toMatchObject({ status: 403, data: { code: "forbidden", message: "Incorrect password" } });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await db.user.count({ where: { id: member.id } })).toBe(1);
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(200);
  });

  it("answers 401 signed out and 403 for anyone else's account, admins included", async () => {
    const member = await createUser();
    const other = await createUser();
    const admin = await createUser({ admin: true });
    expect((await del(null, member.id, { password: member.password })).status).toBe(401);
    expect(await del(other, member.id, { password: other.password })).toMatchObject({ status: 403, data: { message: "You can only delete your own account" } });
    expect((await del(admin, member.id, { password: admin.password })).status).toBe(403);
    expect((await del(other, member.id, { password: member.password })).status).toBe(403);
    expect((await del(other, "no-such-user", { password: other.password })).status).toBe(403);
    expect(await db.user.count({ where: { id: { in: [member.id, other.id, admin.id] } } })).toBe(3);
  });

  it.each([
    ["no body", undefined, 415, "unsupported_media_type"],
    ["empty object", {}, 400, "bad_request"],
    ["blank password", { password: "" }, 400, "bad_request"],
    ["password not text", { password: 12345678 }, 400, "bad_request"],
    ["password too long", { password: "x".repeat(201) }, 400, "bad_request"],
    ["array body", [], 400, "bad_request"],
    ["NUL in password", { password: "rainbow\u0000123" }, 400, "bad_request"],
  ])("%s -> %s, nothing deleted", async (_name, body, status, code) => {
    const member = await createUser();
    const res = await del(member, member.id, body);
    expect(res.status).toBe(status);
    expect(res.data.code).toBe(code);
    expect(await db.user.count({ where: { id: member.id } })).toBe(1);
  });

  it("refuses non-JSON (415), malformed JSON (400) and a cross-site request (403)", async () => {
    const member = await createUser();
    expect((await del(member, member.id, undefined, { rawBody: `password=${member.password}`, headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    expect((await del(member, member.id, undefined, { rawBody: "{password:", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await del(member, member.id, { password: member.password }, { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await db.user.count({ where: { id: member.id } })).toBe(1);
  });
});
