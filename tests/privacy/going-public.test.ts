import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { ACCEPT_CHUNK } from "@/lib/domain/users/update-profile";
import { call, createUser, type Handler } from "@/tests/support/http";

// Turning a private account public accepts every pending request, ACCEPT_CHUNK requesters per
// transaction (each requester is one advisory lock held to the commit; 15k in one transaction ran
// PostgreSQL out of shared lock memory, a 500 every time). Counted from Prisma's query events.
process.env.NIJI_DB_QUERY_EVENTS = "1";

describe("PUT /api/users/{id} isPrivate: false with more pending requests than one chunk", () => {
  it("accepts them all, never locking more than ACCEPT_CHUNK pairs in one statement", async () => {
    const owner = await createUser({ firstName: "Popular" });
    await db.user.update({ where: { id: owner.id }, data: { isPrivate: true } });
    const count = ACCEPT_CHUNK + 1;
    const tag = randomUUID().slice(0, 8);
    const requesters = Array.from({ length: count }, (_, i) => ({ email: `fan-${tag}-${i}@example.test`, username: `fan_${tag}_${i}`, passwordHash: "-", firstName: "Fan", lastName: `${i}` }));
    await db.user.createMany({ data: requesters });
    const ids = (await db.user.findMany({ where: { username: { startsWith: `fan_${tag}_` } }, select: { id: true } })).map((u) => u.id);
    expect(ids).toHaveLength(count);
    await db.followRequest.createMany({ data: ids.map((requesterId) => ({ requesterId, targetId: owner.id })) });

    const locked: number[] = []; // pairs locked by each lock statement
    db.$on("query", (e) => {
      if (!e.query.includes("pg_advisory_xact_lock")) return;
      const [keys] = JSON.parse(e.params) as [unknown];
      locked.push(Array.isArray(keys) ? keys.length : 1);
    });
    const res = await call(updateUserRoute as Handler, `/api/users/${owner.id}`, {
      method: "PUT",
      cookie: owner.cookie,
      params: { id: owner.id },
      body: { username: owner.username, isPrivate: false },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ isPrivate: false, followersCount: count });
    expect(await db.followRequest.count({ where: { targetId: owner.id } })).toBe(0);
    expect(Math.max(...locked)).toBeLessThanOrEqual(ACCEPT_CHUNK);
    expect(locked.reduce((a, b) => a + b, 0)).toBe(count);
  });
});
