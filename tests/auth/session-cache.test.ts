import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { call, createUser, type Handler } from "@/tests/support/http";
import { recordStatements } from "@/tests/support/statements";

process.env.NIJI_DB_QUERY_EVENTS = "1";
const me = meRoute as Handler;

// The session row is kept for NIJI_SESSION_CACHE_MS (500 ms by default; the other suites turn it off).
// A change through the app is seen at once on this process; one behind its back (another instance)
// within the TTL.
describe("the session cache", () => {
  beforeAll(() => void (process.env.NIJI_SESSION_CACHE_MS = "500"));
  afterAll(() => void (process.env.NIJI_SESSION_CACHE_MS = "0"));

  it("reads the member's row once per TTL, not once per request", async () => {
    const member = await createUser();
    const statements = recordStatements();
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(200);
    expect(statements.work().filter((q) => q.includes('"sessionVersion"'))).toHaveLength(1);
    statements.reset();
    for (let i = 0; i < 5; i++) expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(200);
    expect(statements.work()).toHaveLength(0);
  });

  it("refuses the session at once after a logout", async () => {
    const member = await createUser();
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(200);
    expect((await call(logoutRoute as Handler, "/api/logout", { cookie: member.cookie })).status).toBe(303);
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(401);
  });

  it("refuses the session at once after a password change, and shows a profile edit at once", async () => {
    const member = await createUser();
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).data.firstName).toBe("Test");
    const edit = await call(updateUserRoute as Handler, `/api/users/${member.id}`, {
      method: "PUT",
      cookie: member.cookie,
      params: { id: member.id },
      body: { username: member.username, firstName: "Renamed", lastName: "Member" },
    });
    expect(edit.status).toBe(200);
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).data.firstName).toBe("Renamed");
    const password = await call(updateUserRoute as Handler, `/api/users/${member.id}`, {
      method: "PUT",
      cookie: member.cookie,
      params: { id: member.id },
      body: { username: member.username, firstName: "Renamed", lastName: "Member", currentPassword: member.password, password: "another-rainbow-456" },
    });
    expect(password.status).toBe(200);
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(401);
  });

  it("starts a new sign-in from a fresh row (an admin made in the database signs in as one)", async () => {
    const member = await createUser();
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).data.isAdmin).toBe(false);
    await db.user.update({ where: { id: member.id }, data: { isAdmin: true } });
    const login = await call(loginRoute as Handler, "/api/auth/login", { body: { email: member.email, password: member.password } });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await call(me, "/api/auth/user", { cookie })).data.isAdmin).toBe(true);
  });

  it("refuses a session revoked elsewhere once this process's copy is 500 ms old (NIJI_SESSION_CACHE_MS, at most 1 s), not before", async () => {
    const member = await createUser();
    // the clock the cache reads is a fake one the test moves: the expiry is proved, not timed
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const copied = Date.now();
      const status = async () => (await call(me, "/api/auth/user", { cookie: member.cookie })).status;
      expect(await status()).toBe(200);
      // another instance ends the sessions: this process only learns it when its copy expires
      await db.user.update({ where: { id: member.id }, data: { sessionVersion: { increment: 1 } } });
      vi.setSystemTime(copied + 499);
      expect(await status()).toBe(200);
      vi.setSystemTime(copied + 500);
      expect(await status()).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
