import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as clearRoute } from "@/app/api/conversations/[id]/route";
import { db } from "@/lib/data/db";
import { getStorage } from "@/lib/data/storage";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { registeredUpload } from "@/tests/support/uploads";
import { fetchObject } from "./support";

// The references of GET /objects/<key> the media matrix (tests/privacy/media-matrix.test.ts) does
// not walk: each answers as its own JSON does (issue #28).
let owner: TestUser;
let member: TestUser;
let admin: TestUser;

const status = async (path: string, viewer: TestUser) => (await fetchObject(path, { cookie: viewer.cookie })).status;
const upload = (ownerId: string) => registeredUpload(ownerId, "post", "image", { store: true });

beforeAll(async () => {
  [owner, member, admin] = await Promise.all([createUser({ firstName: "Owner" }), createUser({ firstName: "Member" }), createUser({ firstName: "Admin", admin: true })]);
});

describe("media references beyond posts and stories", () => {
  it("an upload not yet attached to anything is its uploader's alone", async () => {
    const path = await upload(owner.id);
    expect([await status(path, owner), await status(path, member), await status(path, admin)]).toEqual([200, 404, 404]);
  });

  it("media stored without an Upload row (the demo seed) is found by its address", async () => {
    const key = `demo/${randomBytes(8).toString("hex")}.jpg`;
    await getStorage().put(key, Buffer.from("demo-bytes"), { contentType: "image/jpeg" });
    const path = `/objects/${key}`;
    expect(await status(path, member)).toBe(404);
    await db.post.create({ data: { authorId: owner.id, audience: "followers", media: { create: [{ position: 0, url: path, type: "image" }] } } });
    expect([await status(path, owner), await status(path, member)]).toEqual([200, 404]);
    // referenced twice: allowed when any reference is visible
    await db.post.create({ data: { authorId: owner.id, audience: "everyone", media: { create: [{ position: 0, url: path, type: "image" }] } } });
    expect(await status(path, member)).toBe(200);
  });

  it("an event's venue image, a review's image and a background video follow their owner's visibility", async () => {
    const venue = await upload(owner.id);
    const cover = await upload(owner.id);
    const reviewImage = await upload(owner.id);
    const background = await upload(owner.id);
    await db.event.create({ data: { organizerId: owner.id, title: "Picnic", date: new Date(Date.now() + 86_400_000), eventType: "social", venueImageUrl: venue, imageUrl: cover } });
    const business = await db.business.create({ data: { name: `Cafe ${randomBytes(3).toString("hex")}`, businessType: "cafe" } });
    await db.businessReview.create({ data: { businessId: business.id, authorId: owner.id, rating: 5, content: "Lovely", imageUrl: reviewImage } });
    await db.user.update({ where: { id: owner.id }, data: { backgroundVideoUrl: background } });
    const paths = [venue, cover, reviewImage, background];
    for (const path of paths) expect(await status(path, member)).toBe(200);
    await db.user.update({ where: { id: owner.id }, data: { suspendedAt: new Date() } });
    for (const path of paths) expect([await status(path, member), await status(path, admin)]).toEqual([404, 200]);
    await db.user.update({ where: { id: owner.id }, data: { suspendedAt: null } });
    expect((await block(owner, member.id)).data).toEqual({ blocked: true });
    for (const path of paths) expect(await status(path, member)).toBe(404);
    expect((await block(owner, member.id)).data).toEqual({ blocked: false });
  });

  it("an application's image is for the applicant and admins", async () => {
    const path = await upload(owner.id);
    await db.businessApplication.create({ data: { applicantId: owner.id, name: "Bar", businessType: "bar", imageUrl: path } });
    expect([await status(path, owner), await status(path, member), await status(path, admin)]).toEqual([200, 404, 200]);
  });

  it("a message attachment leaves a member's reach with their 'delete for me', not the other's", async () => {
    const path = await upload(owner.id);
    const [userAId, userBId] = [owner.id, member.id].sort();
    const conversation = await db.conversation.create({
      data: { userAId: userAId!, userBId: userBId!, starterId: owner.id, lastMessageAt: new Date(), members: { create: [{ userId: owner.id }, { userId: member.id }] } },
    });
    await db.message.create({ data: { conversationId: conversation.id, senderId: owner.id, mediaUrl: path, mediaType: "image", createdAt: new Date(Date.now() - 1000) } });
    expect([await status(path, owner), await status(path, member)]).toEqual([200, 200]);
    const cleared = await call(clearRoute as Handler, "/x", { method: "DELETE", cookie: member.cookie, params: { id: conversation.id } });
    expect(cleared.status).toBeLessThan(300);
    expect([await status(path, owner), await status(path, member)]).toEqual([200, 404]);
  });

  it("admins get the media of content reported to them, and only then", async () => {
    const path = await upload(owner.id);
    const post = await db.post.create({ data: { authorId: owner.id, audience: "close_friends", media: { create: [{ position: 0, url: path, type: "image" }] } } });
    expect(await status(path, admin)).toBe(404);
    await db.report.create({ data: { reporterId: member.id, targetType: "post", targetId: post.id, targetUserId: owner.id, reason: "spam" } });
    expect([await status(path, admin), await status(path, member)]).toEqual([200, 404]);
  });
});
