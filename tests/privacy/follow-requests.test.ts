import { beforeEach, describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/follow-requests/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/follow-requests/[id]/decline/route";
import { GET as requestsRoute } from "@/app/api/follow-requests/route";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { seedPost } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { as, idsOf } from "@/tests/safety/surfaces";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

const h = (handler: unknown) => handler as Handler;
const requests = (viewer: TestUser | null, query: Record<string, string> = {}) => call(h(requestsRoute), "/api/follow-requests", { cookie: viewer?.cookie, query });
const answer = (viewer: TestUser | null, id: string, verb: "accept" | "decline") =>
  call(h(verb === "accept" ? acceptRoute : declineRoute), `/api/follow-requests/${id}/${verb}`, { method: "POST", cookie: viewer?.cookie, params: { id } });
const setPrivacy = (user: TestUser, body: { isPrivate?: unknown; discoverable?: unknown }) =>
  call(h(updateUserRoute), `/api/users/${user.id}`, { method: "PUT", cookie: user.cookie, params: { id: user.id }, body: { username: user.username, ...body } });

let owner: TestUser;
let fan: TestUser;

beforeEach(async () => {
  owner = await createUser({ firstName: "Private" });
  fan = await createUser({ firstName: "Fan" });
  const res = await setPrivacy(owner, { isPrivate: true });
  expect(res.status).toBe(200);
  expect(res.data).toMatchObject({ isPrivate: true, discoverable: true, canViewContent: true });
});

async function requestId(requester: TestUser) {
  const page = await requests(owner);
  const found = page.data.requests.find((r: { user: { id: string } }) => r.user.id === requester.id);
  return found.id as string;
}

describe("POST /api/users/{id}/follow on a private account", () => {
  it("asks, and a second tap cancels the request", async () => {
    const asked = await as(fan).follow(owner.id);
    expect(asked.status).toBe(200);
    expect(asked.data).toEqual({ status: "requested", isFollowing: false, followersCount: 0, followingCount: 0 });
    expect((await as(fan).user(owner.id)).data.followStatus).toBe("requested");
    expect(await db.follow.count({ where: { followingId: owner.id } })).toBe(0);
    const cancelled = await as(fan).follow(owner.id);
    expect(cancelled.data).toMatchObject({ status: "none", isFollowing: false });
    expect(await db.followRequest.count({ where: { targetId: owner.id } })).toBe(0);
    expect((await requests(owner)).data.requests).toEqual([]);
  });

  it("a double tap leaves at most one request", async () => {
    await Promise.all([as(fan).follow(owner.id), as(fan).follow(owner.id)]);
    expect(await db.followRequest.count({ where: { requesterId: fan.id, targetId: owner.id } })).toBeLessThanOrEqual(1);
  });

  it("respects blocks either way (403) and a block removes pending requests", async () => {
    await as(fan).follow(owner.id);
    expect((await block(owner, fan.id)).data).toEqual({ blocked: true });
    expect(await db.followRequest.count({ where: { requesterId: fan.id } })).toBe(0);
    expect((await as(fan).follow(owner.id)).status).toBe(403);
    expect((await requests(owner)).data.requests).toEqual([]);
  });
});

describe("GET /api/follow-requests and accept / decline", () => {
  it("lists incoming requests with the requester's summary, never the e-mail", async () => {
    await as(fan).follow(owner.id);
    const page = await requests(owner);
    expect(page.status).toBe(200);
    expect(page.data).toEqual({
      requests: [{ id: expect.any(String), createdAt: expect.any(String), user: expect.objectContaining({ id: fan.id, username: fan.username }) }],
      nextCursor: null,
    });
    expect(JSON.stringify(page.data)).not.toContain(fan.email);
    // the requester's own list holds requests to them only
    expect((await requests(fan)).data.requests).toEqual([]);
  });

  it("pages by cursor, newest first", async () => {
    const fans = await Promise.all(Array.from({ length: 32 }, () => createUser({ firstName: "Pager" })));
    const base = Date.now();
    await db.followRequest.createMany({ data: fans.map((f, i) => ({ requesterId: f.id, targetId: owner.id, createdAt: new Date(base - i * 1000) })) });
    const first = await requests(owner);
    expect(first.data.requests).toHaveLength(30);
    expect(first.data.requests[0].user.id).toBe(fans[0].id);
    const second = await requests(owner, { cursor: first.data.nextCursor });
    expect(second.data.requests.map((r: { user: { id: string } }) => r.user.id)).toEqual([fans[30].id, fans[31].id]);
    expect(second.data.nextCursor).toBeNull();
    expect((await requests(owner, { cursor: "bad cursor!" })).status).toBe(400);
  });

  it("accept makes the requester a follower who then sees the posts", async () => {
    const post = (await seedPost(owner.id)).id;
    await as(fan).follow(owner.id);
    expect((await as(fan).userPosts(owner.id)).status).toBe(403);
    const id = await requestId(fan);
    const accepted = await answer(owner, id, "accept");
    expect(accepted.status).toBe(200);
    expect(accepted.data).toEqual({ id, status: "accepted" });
    expect((await as(fan).user(owner.id)).data).toMatchObject({ followStatus: "following", canViewContent: true, followersCount: 1 });
    expect(idsOf((await as(fan).userPosts(owner.id)).data)).toEqual([post]);
    expect(idsOf((await as(fan).feed()).data)).toContain(post);
    expect((await answer(owner, id, "accept")).status).toBe(404);
  });

  it("decline removes the request; the requester stays outside and may ask again", async () => {
    await as(fan).follow(owner.id);
    const id = await requestId(fan);
    expect((await answer(owner, id, "decline")).data).toEqual({ id, status: "declined" });
    expect((await as(fan).user(owner.id)).data).toMatchObject({ followStatus: "none", canViewContent: false });
    expect((await as(fan).follow(owner.id)).data.status).toBe("requested");
  });

  it.each([
    ["the requester", () => fan],
    ["a third member", () => null],
  ])("someone else's request answers 404 to %s", async (_label, who) => {
    await as(fan).follow(owner.id);
    const id = await requestId(fan);
    const actor = who() ?? (await createUser());
    for (const verb of ["accept", "decline"] as const) expect((await answer(actor, id, verb)).status).toBe(404);
    expect(await db.followRequest.count({ where: { id } })).toBe(1);
    expect(await db.follow.count({ where: { followingId: owner.id } })).toBe(0);
  });

  it.each(["doesnotexist", "bad id!", "' OR 1=1 --", "x".repeat(500)])("hostile id %j answers 404", async (id) => {
    expect((await answer(owner, id, "accept")).status).toBe(404);
    expect((await answer(owner, id, "decline")).status).toBe(404);
  });

  it("requires a session", async () => {
    expect((await requests(null)).status).toBe(401);
    expect((await answer(null, "abc", "accept")).status).toBe(401);
  });
});

describe("PUT /api/users/{id} privacy switches", () => {
  it("turning private off approves every pending request", async () => {
    const other = await createUser();
    await as(fan).follow(owner.id);
    await as(other).follow(owner.id);
    const res = await setPrivacy(owner, { isPrivate: false });
    expect(res.data).toMatchObject({ isPrivate: false, followersCount: 2 });
    expect(await db.followRequest.count({ where: { targetId: owner.id } })).toBe(0);
    expect((await as(fan).user(owner.id)).data.followStatus).toBe("following");
  });

  it("a public account is followed at once", async () => {
    await setPrivacy(owner, { isPrivate: false });
    expect((await as(fan).follow(owner.id)).data.status).toBe("following");
  });

  it.each([["a string", "yes"], ["a number", 1], ["null", null]])("refuses %s for a switch (400)", async (_label, value) => {
    expect((await setPrivacy(owner, { isPrivate: value })).status).toBe(400);
    expect((await setPrivacy(owner, { discoverable: value })).status).toBe(400);
  });

  it("returns privacy settings to the owner only", async () => {
    expect((await as(fan).user(owner.id)).data).not.toHaveProperty("discoverable");
    expect((await as(owner).user(owner.id)).data).toHaveProperty("discoverable", true);
  });
});
