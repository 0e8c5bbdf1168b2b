import { describe, expect, it } from "vitest";
import { PUT as updateRoute } from "@/app/api/users/[id]/route";
import { db } from "@/lib/data/db";
import { resetThrottle } from "@/lib/data/throttle";
import { CURRENT_PASSWORD_INCORRECT } from "@/lib/contract/users/schemas";
import { call, createUser, uniqueEmail, type Handler, type TestUser } from "@/tests/support/http";

// Finding 6: a stolen session could change the password or the e-mail and take the account.
const put = (user: TestUser, body: object) =>
  call(updateRoute as Handler, `/api/users/${user.id}`, { method: "PUT", cookie: user.cookie, params: { id: user.id }, body });

describe("PUT /api/users/{id} with a new password or e-mail", () => {
  it.each([
    ["no current password", {}],
    ["a wrong current password", { currentPassword: "not-my-password" }],
    ["an empty current password", { currentPassword: "" }],
  ])("refuses a new password with %s (403) and changes nothing", async (_name, extra) => {
    const user = await createUser();
    const before = await db.user.findUnique({ where: { id: user.id }, omit: { passwordHash: false } });
    const res = await put(user, { username: user.username, password: "taken-over-1", ...extra });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ message: CURRENT_PASSWORD_INCORRECT, code: "forbidden", messageKey: "currentPasswordIncorrect" });
    const after = await db.user.findUnique({ where: { id: user.id }, omit: { passwordHash: false } });
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.sessionVersion).toBe(before?.sessionVersion);
  });

  it("refuses a new e-mail without the current password, accepts it with", async () => {
    const user = await createUser();
    const next = uniqueEmail("moved");
    const refused = await put(user, { username: user.username, email: next });
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(CURRENT_PASSWORD_INCORRECT);
    expect((await db.user.findUnique({ where: { id: user.id } }))?.email).toBe(user.email.toLowerCase());
    const ok = await put(user, { username: user.username, email: next, currentPassword: user.password });
    expect(ok.status).toBe(200);
    expect(ok.data.email).toBe(next.toLowerCase());
  });

  it("other edits, and the unchanged e-mail, need no current password", async () => {
    const user = await createUser();
    const res = await put(user, { username: user.username, email: user.email, bio: "hello", password: "" });
    expect(res.status).toBe(200);
  });

  it("throttles credential changes at 10 per 10 minutes per member (the default)", async () => {
    const previous = process.env.NIJI_THROTTLE_CREDENTIALS;
    delete process.env.NIJI_THROTTLE_CREDENTIALS;
    resetThrottle();
    try {
      const user = await createUser();
      for (let i = 0; i < 10; i++) {
        expect((await put(user, { username: user.username, password: "guess-it-1", currentPassword: `wrong-${i}` })).status).toBe(403);
      }
      const limited = await put(user, { username: user.username, password: "guess-it-1", currentPassword: user.password });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
      expect(limited.data.code).toBe("rate_limited");
      // a plain profile edit is not a credential change
      expect((await put(user, { username: user.username, bio: "still here" })).status).toBe(200);
    } finally {
      process.env.NIJI_THROTTLE_CREDENTIALS = previous;
      resetThrottle();
    }
  });
});
