import { describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { findUserIdByUsername } from "@/lib/domain/users/find-user-by-username";
import { block } from "@/tests/safety/support";
import { createUser } from "@/tests/support/http";

// /u/{username} (where an @mention leads) resolves through findUserIdByUsername.
describe("the mention resolver", () => {
  it("finds a member by username in any case, and nobody hidden from the viewer", async () => {
    const viewer = await createUser();
    const aiko = await createUser({ firstName: "Aiko" });
    const blocked = await createUser();
    const blocker = await createUser();
    const suspended = await createUser();
    await block(viewer, blocked.id);
    await block(blocker, viewer.id);
    await db.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });
    const me = { id: viewer.id };

    expect(await findUserIdByUsername(me, aiko.username)).toBe(aiko.id);
    expect(await findUserIdByUsername(me, aiko.username.toUpperCase())).toBe(aiko.id);
    expect(await findUserIdByUsername(me, viewer.username)).toBe(viewer.id);
    expect(await findUserIdByUsername(me, "nobody_by_this_name")).toBeNull();
    expect(await findUserIdByUsername(me, blocked.username)).toBeNull();
    expect(await findUserIdByUsername(me, blocker.username)).toBeNull();
    expect(await findUserIdByUsername(me, suspended.username)).toBeNull();
    expect(await findUserIdByUsername({ id: viewer.id, isAdmin: true }, suspended.username)).toBe(suspended.id);
    for (const hostile of ["", "a", "x".repeat(500), "a b", "東京", "ab\uD800", "%E6"]) {
      expect(await findUserIdByUsername(me, hostile)).toBeNull();
    }
  });
});
