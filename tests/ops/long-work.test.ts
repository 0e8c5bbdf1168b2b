import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { db, disconnectDb } from "@/lib/data/db";
import { ANY_NOTIFICATION_TTL_MS, purgeExpiredMutes, purgeOldNotifications } from "@/lib/server/jobs/purges";
import { call, createUser, type Handler } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";

// Work longer than a request's 3 s statement limit (docs/decisions/operations.md, "Long work"): the
// mute and notification purges delete in batches, one statement each, so a backlog shrinks run by run;
// account deletion runs on the long-work client (lib/data/db.ts, longWorkDb), whose statement limit is its
// own setting. Proved through the statements sent and through that setting, not through timing.
const DAY = 24 * 60 * 60 * 1000;
const deletes = (statements: ReturnType<typeof recordStatements>, table: string) =>
  statements.work().filter((q) => q.trim().startsWith("DELETE") && q.includes(`"${table}"`));

describe("purges in batches", () => {
  it("expired mutes: more rows than one batch all go, one DELETE per batch; running and indefinite mutes stay", async () => {
    const [muter, ...others] = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const expired = others.slice(0, 5);
    await db.mute.createMany({
      data: [
        ...expired.map((u) => ({ muterId: muter.id, mutedId: u.id, until: new Date(Date.now() - 1000) })),
        { muterId: muter.id, mutedId: others[5].id, until: new Date(Date.now() + DAY) },
        { muterId: muter.id, mutedId: others[6].id, until: null },
      ],
    });
    const statements = recordStatements();
    const { mutes } = await purgeExpiredMutes(new Date(), 2);
    expect(mutes).toBeGreaterThanOrEqual(5);
    // 5 rows in batches of 2: at least three statements (the last deletes fewer than 2)
    expect(deletes(statements, "Mute").length).toBeGreaterThanOrEqual(3);
    const left = await db.mute.findMany({ where: { muterId: muter.id }, select: { mutedId: true } });
    expect(left.map((m) => m.mutedId).sort()).toEqual([others[5].id, others[6].id].sort());
  });

  it("old notifications: more rows than one batch all go, one DELETE per batch; recent ones stay", async () => {
    const member = await createUser();
    const now = Date.now();
    const old = new Date(now - ANY_NOTIFICATION_TTL_MS - DAY);
    await db.notification.createMany({
      data: [
        ...Array.from({ length: 7 }, (_, i) => ({ userId: member.id, type: "system" as const, body: `old ${i}`, createdAt: old })),
        { userId: member.id, type: "system" as const, body: "recent", createdAt: new Date(now - DAY) },
      ],
    });
    const statements = recordStatements();
    const { notifications } = await purgeOldNotifications(new Date(now), 3);
    expect(notifications).toBeGreaterThanOrEqual(7);
    expect(deletes(statements, "Notification").length).toBeGreaterThanOrEqual(3);
    const left = await db.notification.findMany({ where: { userId: member.id }, select: { body: true } });
    expect(left.map((n) => n.body)).toEqual(["recent"]);
  });
});

describe("account deletion on the long-work client", () => {
  const saved = process.env.NIJI_DB_LONG_STATEMENT_TIMEOUT_MS;
  beforeAll(async () => {
    // a value no other pool uses: the user row's delete records the statement limit it ran under
    await db.$executeRawUnsafe(`CREATE TABLE "h16_probe" ("setting" text NOT NULL)`);
    await db.$executeRawUnsafe(`CREATE FUNCTION "h16_probe_fn"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO "h16_probe" VALUES (current_setting('statement_timeout')); RETURN OLD; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER "h16_probe_trigger" BEFORE DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "h16_probe_fn"()`);
  });
  afterEach(async () => {
    if (saved === undefined) delete process.env.NIJI_DB_LONG_STATEMENT_TIMEOUT_MS;
    else process.env.NIJI_DB_LONG_STATEMENT_TIMEOUT_MS = saved;
    await disconnectDb();
  });
  afterAll(async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER "h16_probe_trigger" ON "User"`);
    await db.$executeRawUnsafe(`DROP FUNCTION "h16_probe_fn"()`);
    await db.$executeRawUnsafe(`DROP TABLE "h16_probe"`);
  });

  it("deletes the user row under NIJI_DB_LONG_STATEMENT_TIMEOUT_MS, not the request pool's limit", async () => {
    const member = await createUser();
    await disconnectDb();
    process.env.NIJI_DB_LONG_STATEMENT_TIMEOUT_MS = "54321";
    const res = await call(deleteUserRoute as Handler, "/x", { method: "DELETE", cookie: member.cookie, params: { id: member.id }, body: { password: member.password } });
    expect(res.status).toBe(204);
    expect(await db.user.findUnique({ where: { id: member.id } })).toBeNull();
    const probes = await db.$queryRawUnsafe<{ setting: string }[]>(`SELECT "setting" FROM "h16_probe"`);
    expect(probes.map((p) => p.setting)).toEqual(["54321ms"]);
  });
});
