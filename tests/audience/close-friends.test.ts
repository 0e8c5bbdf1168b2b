import { beforeAll, describe, expect, it } from "vitest";
import { GET as profileRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { encodeCursor } from "@/lib/core/paging/cursor";
import { addCloseFriend, candidates, closeFriends, removeCloseFriend } from "@/tests/audience/support";
import { follow } from "@/tests/posts/support";
import { block } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// GET /api/close-friends, GET /api/close-friends/candidates, PUT and DELETE /api/close-friends/{userId}.
let me: TestUser;
let friend: TestUser;
let other: TestUser;

beforeAll(async () => {
  me = await createUser({ firstName: "Cfowner" });
  friend = await createUser({ firstName: "Kiyomi", lastName: "Closefriend" });
  other = await createUser({ firstName: "Takeshi", lastName: "Otherfollower" });
  await follow(friend.id, me.id);
  await follow(other.id, me.id);
});

describe("authentication", () => {
  it.each([
    ["GET list", () => closeFriends(null)],
    ["GET candidates", () => candidates(null)],
    ["PUT", () => addCloseFriend(null, friend.id)],
    ["DELETE", () => removeCloseFriend(null, friend.id)],
  ])("%s without a session answers 401", async (_label, run) => {
    expect((await run()).status).toBe(401);
  });
});

describe("PUT /api/close-friends/{userId}", () => {
  it("adds a member, idempotently (one row after two calls)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await addCloseFriend(me, friend.id);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ userId: friend.id, isCloseFriend: true });
    }
    expect(await db.closeFriend.count({ where: { ownerId: me.id } })).toBe(1);
    const list = await closeFriends(me);
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: friend.id, username: friend.username, firstName: "Kiyomi" });
    expect(typeof list.data[0].addedAt).toBe("string");
    expect(list.data[0]).not.toHaveProperty("email");
  });

  it.each([
    ["an unknown member", "nobody-here-123", 404],
    ["a hostile id", "../../etc/passwd", 404],
    ["a SQL-ish id", "' OR 1=1 --", 404],
    ["a very long id", "x".repeat(500), 404],
  ])("refuses %s (%i)", async (_label, id, status) => {
    expect((await addCloseFriend(me, id)).status).toBe(status);
  });

  it("refuses oneself (400)", async () => {
    const res = await addCloseFriend(me, me.id);
    expect(res.status).toBe(400);
    expect(res.data.message).toMatch(/yourself/);
  });

  it("refuses a member across a block either way (403) and a suspended member (404)", async () => {
    const blockedByMe = await createUser();
    const blocksMe = await createUser();
    const suspended = await createUser();
    await block(me, blockedByMe.id);
    await block(blocksMe, me.id);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    expect((await addCloseFriend(me, blockedByMe.id)).status).toBe(403);
    expect((await addCloseFriend(me, blocksMe.id)).status).toBe(403);
    expect((await addCloseFriend(me, suspended.id)).status).toBe(404);
    expect(await db.closeFriend.count({ where: { ownerId: me.id, friendId: { in: [blockedByMe.id, blocksMe.id, suspended.id] } } })).toBe(0);
  });
});

describe("the list is private to its owner", () => {
  it("the friend's own list does not show who listed them, and the owner's profile says nothing", async () => {
    await addCloseFriend(me, friend.id);
    expect((await closeFriends(friend)).data).toEqual([]);
    const profile = await call(profileRoute as Handler, "/x", { cookie: friend.cookie, params: { id: me.id } });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.data).toLowerCase()).not.toContain("close");
  });

  it("a query naming another member cannot read their list (the list is always the caller's)", async () => {
    const res = await closeFriends(other, { userId: me.id, ownerId: me.id });
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.data).toEqual([]);
  });

  it("a member blocked after being listed drops out of the list", async () => {
    const later = await createUser();
    await addCloseFriend(me, later.id);
    await block(later, me.id);
    expect((await closeFriends(me)).data.map((u: { id: string }) => u.id)).not.toContain(later.id);
    await block(later, me.id); // unblock
  });
});

describe("GET /api/close-friends/candidates", () => {
  it("offers my followers with whether they are on the list, narrowed by q", async () => {
    await addCloseFriend(me, friend.id);
    const all = await candidates(me);
    expect(all.status).toBe(200);
    const byId = new Map(all.data.map((u: { id: string; isCloseFriend: boolean }) => [u.id, u.isCloseFriend]));
    expect(byId.get(friend.id)).toBe(true);
    expect(byId.get(other.id)).toBe(false);
    const narrowed = await candidates(me, { q: "otherfoll" });
    expect(narrowed.data.map((u: { id: string }) => u.id)).toEqual([other.id]);
    expect((await candidates(me, { q: "%" })).data).toEqual([]);
  });

  it("does not offer people who don't follow me", async () => {
    const stranger = await createUser({ firstName: "Nofollow" });
    expect((await candidates(me, { q: "nofollow" })).data).toEqual([]);
    expect((await candidates(stranger)).data).toEqual([]);
  });

  it.each([[{ q: "x".repeat(51) }], [{ cursor: "../bad" }]])("answers 400 for %j", async (query) => {
    expect((await candidates(me, query)).status).toBe(400);
  });
});

describe("DELETE /api/close-friends/{userId}", () => {
  it("removes, idempotently", async () => {
    await addCloseFriend(me, other.id);
    for (let i = 0; i < 2; i++) {
      const res = await removeCloseFriend(me, other.id);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({ userId: other.id, isCloseFriend: false });
    }
    expect(await db.closeFriend.count({ where: { ownerId: me.id, friendId: other.id } })).toBe(0);
  });

  it("answers 404 for an unknown or hostile id, and never touches another owner's list", async () => {
    expect((await removeCloseFriend(me, "nobody-here-123")).status).toBe(404);
    expect((await removeCloseFriend(me, "../x")).status).toBe(404);
    // friend removing "me" from their (empty) list leaves my list alone
    expect((await removeCloseFriend(friend, me.id)).status).toBe(200);
    expect(await db.closeFriend.count({ where: { ownerId: me.id, friendId: friend.id } })).toBe(1);
  });

  it("pages with a cursor, 400 for a malformed one", async () => {
    expect((await closeFriends(me, { cursor: "%%%" })).status).toBe(400);
    const res = await closeFriends(me, { cursor: encodeCursor({ at: new Date(), id: friend.id }) });
    expect(res.status).toBe(200);
  });
});
