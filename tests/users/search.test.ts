import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { GET as searchRoute } from "@/app/api/users/search/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler } from "@/tests/support/http";

const search = searchRoute as Handler;

type Row = { id: string; username: string; isFollowing: boolean };

describe("GET /api/users/search", () => {
  it("matches username, first and last name case-insensitively, prefix matches first", async () => {
    const tag = randomBytes(3).toString("hex"); // unique letters for this run
    const viewer = await createUser();
    const byUsername = await createUser({ firstName: "Aoi" });
    const byFirst = await createUser({ firstName: `Zq${tag}Hana` });
    const byLast = await createUser({ firstName: "Ren", lastName: `Zq${tag}Mori` });
    const byMiddle = await createUser({ firstName: `Xx-zq${tag}` });
    await db.user.update({ where: { id: byUsername.id }, data: { username: `zq${tag}_aoi` } });

    const res = await call(search, "/api/users/search", { cookie: viewer.cookie, query: { q: `ZQ${tag}` } });
    expect(res.status).toBe(200);
    const ids = res.data.map((u: Row) => u.id);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(byUsername.id);
    expect(ids[3]).toBe(byMiddle.id);
    expect(new Set(ids.slice(1, 3))).toEqual(new Set([byFirst.id, byLast.id]));
    expect(res.data[0]).toMatchObject({ username: `zq${tag}_aoi`, firstName: "Aoi", isFollowing: false });
    expect(res.data[0]).not.toHaveProperty("email");
  });

  it("reports the viewer's follow state", async () => {
    const tag = randomBytes(3).toString("hex");
    const viewer = await createUser();
    const target = await createUser({ firstName: `Fq${tag}` });
    await call(followRoute as Handler, "/x", { method: "POST", cookie: viewer.cookie, params: { id: target.id } });
    const res = await call(search, "/api/users/search", { cookie: viewer.cookie, query: { q: `fq${tag}` } });
    expect(res.data).toEqual([expect.objectContaining({ id: target.id, isFollowing: true })]);
  });

  it("returns at most 20", async () => {
    const tag = `m${randomBytes(3).toString("hex")}`;
    const viewer = await createUser();
    await db.user.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({ email: `${tag}${i}@example.test`, username: `${tag}_${i}`, passwordHash: "x" })),
    });
    const res = await call(search, "/api/users/search", { cookie: viewer.cookie, query: { q: tag } });
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(20);
  });

  it("treats LIKE wildcards literally", async () => {
    const viewer = await createUser();
    const res = await call(search, "/api/users/search", { cookie: viewer.cookie, query: { q: "%%%" } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
    const underscores = await call(search, "/api/users/search", { cookie: viewer.cookie, query: { q: "___" } });
    expect(underscores.data.every((u: Row) => u.username.includes("___"))).toBe(true);
  });

  it.each([
    ["missing q", {}],
    ["two characters", { q: "ab" }],
    ["three spaces", { q: "   " }],
    ["10k characters", { q: "a".repeat(10_000) }],
    ["repeated q", { q: ["abc", "def"] }],
  ])("%s -> 400", async (_name, query) => {
    const viewer = await createUser();
    const res = await call(search, "/api/users/search", { cookie: viewer.cookie, query });
    expect(res.status).toBe(400);
    expect(typeof res.data.message).toBe("string");
  });

  it("answers 401 signed out", async () => {
    expect((await call(search, "/api/users/search", { query: { q: "abc" } })).status).toBe(401);
  });
});
