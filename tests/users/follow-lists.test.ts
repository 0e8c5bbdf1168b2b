import { describe, expect, it } from "vitest";
import { GET as followersRoute } from "@/app/api/users/[id]/followers/route";
import { GET as followingRoute } from "@/app/api/users/[id]/following/route";
import { db } from "@/lib/data/db";
import { block, mute } from "@/tests/safety/support";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// The follow lists behind a profile's Followers and Following counts: keyset paging and who appears.
const list = (route: "followers" | "following", viewer: TestUser, id: string, query: Record<string, string> = {}) =>
  call((route === "followers" ? followersRoute : followingRoute) as Handler, "/x", { cookie: viewer.cookie, params: { id }, query });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

async function members(n: number, tag: string) {
  return db.user.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({ email: `${tag}${i}@example.test`, username: `${tag}${i}`.slice(0, 30), passwordHash: "x" })),
    select: { id: true },
  });
}

describe("GET /api/users/{id}/followers|following paging", () => {
  it("pages newest first both ways, and an unfollow between pages loses nobody", async () => {
    const star = await createUser();
    const tag = `kf${Date.now().toString(36)}`;
    const fans = await members(53, tag);
    const base = Date.now();
    await db.follow.createMany({ data: fans.map((f, i) => ({ followerId: f.id, followingId: star.id, createdAt: new Date(base - i * 1000) })) });
    await db.follow.createMany({ data: fans.map((f, i) => ({ followerId: star.id, followingId: f.id, createdAt: new Date(base - i * 1000) })) });
    for (const route of ["followers", "following"] as const) {
      const first = await list(route, star, star.id);
      expect(ids(first.data)).toEqual(ids(fans.slice(0, 50)));
      const cursor = first.headers.get("X-Next-Cursor")!;
      // the last member of page one stops following (or is unfollowed) before page two is asked for
      const lastId = first.data[49].id;
      await db.follow.deleteMany({ where: route === "followers" ? { followerId: lastId, followingId: star.id } : { followerId: star.id, followingId: lastId } });
      const second = await list(route, star, star.id, { cursor });
      expect(ids(second.data)).toEqual(ids(fans.slice(50)));
      expect(second.headers.get("X-Next-Cursor")).toBeNull();
    }
  });

  it("answers 400 for a cursor that is not one", async () => {
    const me = await createUser();
    for (const cursor of ["!!", "x".repeat(300), Buffer.from("2026-01-01T00:00:00.000Z|bad id!").toString("base64url"), "abc"]) {
      expect((await list("followers", me, me.id, { cursor })).status).toBe(400);
    }
  });

  it("hides blocked and suspended members but not muted ones (mutes are for the feed and stories)", async () => {
    const viewer = await createUser();
    const star = await createUser();
    const [blocked, blocker, suspended, muted, plain] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
    for (const fan of [blocked, blocker, suspended, muted, plain]) await db.follow.create({ data: { followerId: fan.id, followingId: star.id } });
    await block(viewer, blocked.id);
    await block(blocker, viewer.id);
    await mute(viewer, muted.id);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    const res = await list("followers", viewer, star.id);
    expect(res.status).toBe(200);
    expect(ids(res.data).sort()).toEqual([muted.id, plain.id].sort());
    // each row carries the viewer's follow state for its Follow button
    expect(res.data[0]).toMatchObject({ followStatus: "none", isFollowing: false });
    expect(Object.keys(res.data[0]).sort()).toEqual(["firstName", "followStatus", "id", "isFollowing", "lastName", "name", "profileImageUrl", "username"]);
  });
});
