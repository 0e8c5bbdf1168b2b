import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { UNAVAILABLE_MESSAGE } from "@/lib/core/errors";
import { db } from "@/lib/data/db";
import { pairLockKey } from "@/lib/domain/safety/pair-lock";
import { call, createUser, type Handler } from "@/tests/support/http";

// A pair's lock held longer than PAIR_LOCK_TIMEOUT_MS (lock_timeout, under the server's statement
// timeout): the change waiting for it answers a clean 503 with Retry-After and changes nothing,
// never a 500. PostgreSQL only, like the rest of this folder.
describe("a pair's lock held too long (PostgreSQL)", () => {
  it("a follow waiting on it answers 503, and nothing changed", async () => {
    const owner = await createUser();
    const fan = await createUser();
    const holder = new pg.Client({ connectionString: inject("databaseUrl") });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1::bigint)", [pairLockKey(owner.id, fan.id).toString()]);
      const res = await call(followRoute as Handler, `/api/users/${owner.id}/follow`, { method: "POST", cookie: fan.cookie, params: { id: owner.id } });
      expect(res.status).toBe(503);
      expect(res.data).toEqual({ message: UNAVAILABLE_MESSAGE, code: "service_unavailable", messageKey: "unavailable" });
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      await holder.end();
    }
    expect(await db.follow.count({ where: { followerId: fan.id, followingId: owner.id } })).toBe(0);
  });
});
