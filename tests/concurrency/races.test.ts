import { describe, expect, it } from "vitest";
import { POST as createApplicationRoute } from "@/app/api/business-applications/route";
import { POST as approveRoute } from "@/app/api/business-applications/[id]/approve/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as attendRoute } from "@/app/api/events/[id]/attend/route";
import { POST as likeRoute } from "@/app/api/posts/[id]/like/route";
import { GET as postRoute } from "@/app/api/posts/[id]/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { db } from "@/lib/data/db";
import { tag, validApplication } from "@/tests/businesses/fixtures";
import { createEvent } from "@/tests/events/helpers";
import { seedPost } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Requests racing each other. They prove something only with parallel connections, so this folder
// runs on PostgreSQL alone (vitest.config.ts), never on the one-connection embedded PGlite.
const createApplication = createApplicationRoute as Handler;
const approve = approveRoute as Handler;
const signup = signupRoute as Handler;
const attend = attendRoute as Handler;
const like = likeRoute as Handler;
const getPost = postRoute as Handler;
const follow = followRoute as Handler;

const toggleFollow = (viewer: TestUser, id: string) => call(follow, `/api/users/${id}/follow`, { method: "POST", cookie: viewer.cookie, params: { id } });

describe("racing requests on PostgreSQL", () => {
  it("two members whose e-mails share a local part both get accounts with distinct usernames", async () => {
    const local = `twin${Date.now()}`;
    const bodies = ["a.example", "b.example"].map((domain) => ({ email: `${local}@${domain}`, password: "secret1", firstName: "T", lastName: "W" }));
    const results = await Promise.all(bodies.map((body) => call(signup, "/api/auth/signup", { body })));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(new Set(results.map((r) => r.data.user.username)).size).toBe(2);
  });

  it("two concurrent approvals list the business once", async () => {
    const member = await createUser({ firstName: "Yuki" });
    const admin = await createUser({ admin: true });
    const created = await call(createApplication, "/api/business-applications", { cookie: member.cookie, body: validApplication({ name: `Race ${tag()}` }) });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const id = created.data.id as string;
    const results = await Promise.all([1, 2].map(() => call(approve, "/x", { cookie: admin.cookie, params: { id }, body: {} })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.business.count({ where: { applicationId: id } })).toBe(1);
    expect(await db.notification.count({ where: { userId: member.id, data: { path: ["applicationId"], equals: id } } })).toBe(1);
  });

  it("an event never goes past capacity under concurrent interest", async () => {
    const organizer = await createUser();
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await createUser({ firstName: `Racer${i}` }));
    const event = await createEvent(organizer.cookie, { maxAttendees: 3 });
    const body = { status: "interested" };
    const results = await Promise.all(members.map((m) => call(attend, "/", { cookie: m.cookie, params: { id: event.id }, body })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await db.eventAttendee.count({ where: { eventId: event.id } })).toBe(3);
  });

  it("never duplicates a like when clicks race", async () => {
    const me = await createUser();
    const other = await createUser();
    const post = await seedPost(other.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => call(like, "/x", { method: "POST", cookie: me.cookie, params: { id: post.id } })));
    for (const r of results) expect(r.status).toBe(200);
    const rows = await db.postLike.count({ where: { postId: post.id, userId: me.id } });
    expect(rows).toBeLessThanOrEqual(1);
    const after = await call(getPost, "/x", { cookie: me.cookie, params: { id: post.id } });
    expect(after.data.likeCount).toBe(rows);
    expect(after.data.isLiked).toBe(rows === 1);
  });

  it("a follow survives a double tap racing itself", async () => {
    const star = await createUser();
    const fan = await createUser();
    const results = await Promise.all([toggleFollow(fan, star.id), toggleFollow(fan, star.id)]);
    for (const r of results) expect(r.status).toBe(200);
    expect(await db.follow.count({ where: { followerId: fan.id, followingId: star.id } })).toBeLessThanOrEqual(1);
  });

  it("a block survives a racing double tap with at most one row", async () => {
    const me = await createUser();
    const them = await createUser();
    const results = await Promise.all([block(me, them.id), block(me, them.id)]);
    for (const r of results) expect(r.status).toBe(200);
    expect(await db.block.count({ where: { blockerId: me.id, blockedId: them.id } })).toBeLessThanOrEqual(1);
  });
});
