import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { as } from "@/tests/safety/surfaces";
import { call, createUser, type Handler } from "@/tests/support/http";
import { untilWaiting } from "./lock-waits";

// Turning public accepts the pending requests only once `isPrivate: false` has committed: an update
// that fails (here a 409, the new username taken by someone else meanwhile) accepts nothing. They
// were accepted first, so the requester followed an account that stayed private. PostgreSQL only.
describe("going public when the update fails (PostgreSQL)", () => {
  it("a 409 leaves the account private and its requests pending", async () => {
    const owner = await createUser({ firstName: "Owner" });
    const fan = await createUser({ firstName: "Fan" });
    const rival = await createUser({ firstName: "Rival" });
    await db.user.update({ where: { id: owner.id }, data: { isPrivate: true } });
    expect((await as(fan).follow(owner.id)).data.status).toBe("requested");
    const wanted = `new_${owner.username}`.slice(0, 30);

    // another connection holds the owner's row, so the update waits; meanwhile the rival takes the name
    const holder = new pg.Client({ connectionString: inject("databaseUrl") });
    await holder.connect();
    let res;
    try {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "User" WHERE "id" = $1 FOR NO KEY UPDATE`, [owner.id]);
      const update = call(updateUserRoute as Handler, `/api/users/${owner.id}`, {
        method: "PUT",
        cookie: owner.cookie,
        params: { id: owner.id },
        body: { username: wanted, isPrivate: false },
      });
      update.catch(() => undefined); // awaited below
      await untilWaiting(holder, 1, update);
      await holder.query(`UPDATE "User" SET "username" = $1 WHERE "id" = $2`, [wanted, rival.id]);
      await holder.query("COMMIT");
      res = await update;
    } finally {
      await holder.end();
    }
    expect(res.status).toBe(409);
    expect(await db.user.findUniqueOrThrow({ where: { id: owner.id }, select: { isPrivate: true } })).toEqual({ isPrivate: true });
    expect(await db.follow.count({ where: { followerId: fan.id, followingId: owner.id } })).toBe(0);
    expect(await db.followRequest.count({ where: { requesterId: fan.id, targetId: owner.id } })).toBe(1);
  });
});
