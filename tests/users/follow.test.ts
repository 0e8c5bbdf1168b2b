import { describe, expect, it } from "vitest";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { GET as followersRoute } from "@/app/api/users/[id]/followers/route";
import { GET as followingRoute } from "@/app/api/users/[id]/following/route";
import { GET as getUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

const follow = followRoute as Handler;
const followers = followersRoute as Handler;
const following = followingRoute as Handler;
const getUser = getUserRoute as Handler;

const toggle = (viewer: TestUser, id: string) => call(follow, `/api/users/${id}/follow`, { method: "POST", cookie: viewer.cookie, params: { id } });
const profile = (viewer: TestUser, id: string) => call(getUser, `/api/users/${id}`, { cookie: viewer.cookie, params: { id } });

describe("POST /api/users/{id}/follow", () => {
  it("toggles following and keeps the counts right", async () => {
    const star = await createUser({ firstName: "Star" });
    const fan = await createUser({ firstName: "Fan" });
    const on = await toggle(fan, star.id);
    expect(on.status).toBe(200);
    expect(on.data).toEqual({ status: "following", isFollowing: true, followersCount: 1, followingCount: 0 });
    expect((await profile(fan, star.id)).data).toMatchObject({ isFollowing: true, followersCount: 1 });
    expect((await profile(fan, fan.id)).data).toMatchObject({ followingCount: 1, followersCount: 0 });

    const off = await toggle(fan, star.id);
    expect(off.data).toEqual({ status: "none", isFollowing: false, followersCount: 0, followingCount: 0 });
    expect((await profile(fan, star.id)).data).toMatchObject({ isFollowing: false, followersCount: 0 });
    expect((await profile(fan, fan.id)).data.followingCount).toBe(0);
  });

  it("refuses following oneself, unknown and malformed ids, and anonymous callers", async () => {
    const user = await createUser();
    const self = await toggle(user, user.id);
    expect(self.status).toBe(400);
    expect(self.data.message).toBe("You cannot follow yourself");
    expect((await toggle(user, "doesnotexist")).status).toBe(404);
    expect((await toggle(user, "bad id!")).status).toBe(404);
    expect((await call(follow, "/x", { method: "POST", params: { id: user.id } })).status).toBe(401);
    expect(await db.follow.count({ where: { followerId: user.id } })).toBe(0);
  });
});

describe("GET /api/users/{id}/followers and /following", () => {
  it("lists followers and followed users with the viewer's follow state", async () => {
    const star = await createUser({ firstName: "Star" });
    const a = await createUser({ firstName: "A" });
    const b = await createUser({ firstName: "B" });
    await toggle(a, star.id);
    await toggle(b, star.id);
    await toggle(star, a.id);

    const list = await call(followers, "/x", { cookie: a.cookie, params: { id: star.id } });
    expect(list.status).toBe(200);
    expect(list.data.map((u: { id: string }) => u.id).sort()).toEqual([a.id, b.id].sort());
    const rowB = list.data.find((u: { id: string }) => u.id === b.id);
    expect(rowB).toMatchObject({ username: b.username, firstName: "B", isFollowing: false });
    expect(rowB).not.toHaveProperty("email");

    const followed = await call(following, "/x", { cookie: b.cookie, params: { id: star.id } });
    expect(followed.data).toEqual([expect.objectContaining({ id: a.id, isFollowing: false })]);
    const mine = await call(following, "/x", { cookie: a.cookie, params: { id: a.id } });
    expect(mine.data).toEqual([expect.objectContaining({ id: star.id, isFollowing: true })]);
  });

  it("pages with a cursor (50 per page)", async () => {
    const star = await createUser();
    const fans = await db.user.createManyAndReturn({
      data: Array.from({ length: 55 }, (_, i) => ({
        email: `fan${i}.${star.id}@example.test`,
        username: `fan${i}_${star.id}`.toLowerCase().slice(0, 30),
        passwordHash: "x",
      })),
      select: { id: true },
    });
    await db.follow.createMany({
      data: fans.map((f, i) => ({ followerId: f.id, followingId: star.id, createdAt: new Date(Date.now() - i * 1000) })),
    });
    const first = await call(followers, "/x", { cookie: star.cookie, params: { id: star.id } });
    expect(first.data).toHaveLength(50);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const second = await call(followers, "/x", { cookie: star.cookie, params: { id: star.id }, query: { cursor: cursor! } });
    expect(second.data).toHaveLength(5);
    expect(second.headers.get("x-next-cursor")).toBeNull();
    const all = new Set([...first.data, ...second.data].map((u: { id: string }) => u.id));
    expect(all.size).toBe(55);
  });

  it("answers 404 for unknown users and 400 for a bad cursor", async () => {
    const user = await createUser();
    expect((await call(followers, "/x", { cookie: user.cookie, params: { id: "nobody" } })).status).toBe(404);
    expect((await call(following, "/x", { cookie: user.cookie, params: { id: "nobody" } })).status).toBe(404);
    const bad = await call(followers, "/x", { cookie: user.cookie, params: { id: user.id }, query: { cursor: "x".repeat(10_000) } });
    expect(bad.status).toBe(400);
    expect((await call(followers, "/x", { params: { id: user.id } })).status).toBe(401);
  });
});
