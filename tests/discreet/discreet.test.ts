import { afterEach, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { GET as getDiscreetRoute, PUT as putDiscreetRoute } from "@/app/api/users/[id]/discreet/route";
import { DELETE as removePinRoute, PUT as setPinRoute } from "@/app/api/users/[id]/pin/route";
import { POST as verifyPinRoute } from "@/app/api/users/[id]/pin/verify/route";
import { db } from "@/lib/data/db";
import { resetThrottle } from "@/lib/data/throttle";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

const h = (handler: unknown) => handler as Handler;
type Extra = { rawBody?: string; headers?: Record<string, string> };
// the real paths: the wrapper throttles only under /api/
const as = (user: TestUser | null, handler: unknown, path: string, id: string, method: string, body?: unknown, extra: Extra = {}) =>
  call(h(handler), `/api/users/${id}${path}`, { method, cookie: user?.cookie, params: { id }, body, ...extra });

const getSettings = (user: TestUser | null, id: string) => as(user, getDiscreetRoute, "/discreet", id, "GET");
const putSettings = (user: TestUser | null, id: string, body?: unknown, extra: Extra = {}) => as(user, putDiscreetRoute, "/discreet", id, "PUT", body, extra);
const setPin = (user: TestUser | null, id: string, body?: unknown) => as(user, setPinRoute, "/pin", id, "PUT", body);
const removePin = (user: TestUser | null, id: string, body?: unknown) => as(user, removePinRoute, "/pin", id, "DELETE", body);
const verify = (user: TestUser | null, id: string, body?: unknown) => as(user, verifyPinRoute, "/pin/verify", id, "POST", body);
const me = (cookie: string) => call(h(meRoute), "/api/auth/user", { cookie });

async function withPin(pin = "2468") {
  const user = await createUser({ firstName: "Quiet" });
  expect((await setPin(user, user.id, { pin, currentPassword: user.password })).status).toBe(200);
  return user;
}

describe("GET/PUT /api/users/{id}/discreet", () => {
  it("answers the defaults, then remembers what the member chose", async () => {
    const user = await createUser();
    expect((await getSettings(user, user.id)).data).toEqual({ enabled: false, exitUrl: null, lockMinutes: 5, hasPin: false });
    const put = await putSettings(user, user.id, { enabled: true, exitUrl: "https://weather.example/tokyo", lockMinutes: 15 });
    expect(put.status).toBe(200);
    expect(put.data).toEqual({ enabled: true, exitUrl: "https://weather.example/tokyo", lockMinutes: 15, hasPin: false });
    expect((await getSettings(user, user.id)).data).toEqual(put.data);
    // a partial update keeps the rest; "" goes back to the default exit
    expect((await putSettings(user, user.id, { exitUrl: "" })).data).toEqual({ enabled: true, exitUrl: null, lockMinutes: 15, hasPin: false });
    expect((await putSettings(user, user.id, { enabled: false })).data.enabled).toBe(false);
  });

  it("is the member's own: 401 signed out, 403 for anyone else (admins too)", async () => {
    const owner = await createUser();
    const other = await createUser();
    const admin = await createUser({ admin: true });
    expect((await getSettings(null, owner.id)).status).toBe(401);
    expect((await putSettings(null, owner.id, { enabled: true })).status).toBe(401);
    for (const actor of [other, admin]) {
      expect((await getSettings(actor, owner.id)).status).toBe(403);
      expect((await putSettings(actor, owner.id, { enabled: true })).status).toBe(403);
    }
    expect(await db.discreetSetting.count({ where: { userId: owner.id } })).toBe(0);
  });

  it.each([
    ["javascript: exit", { exitUrl: "javascript:alert(1)" }],
    ["plain http exit", { exitUrl: "http://weather.example/" }],
    ["relative exit", { exitUrl: "/explore" }],
    ["exit with credentials", { exitUrl: "https://a:b@weather.example/" }],
    ["huge exit", { exitUrl: `https://weather.example/${"x".repeat(5000)}` }],
    ["exit as a number", { exitUrl: 42 }],
    ["NUL in the exit", { exitUrl: "https://weather.example/\u0000" }],
    ["lock delay not offered", { lockMinutes: 7 }],
    ["lock delay as text", { lockMinutes: "5" }],
    ["negative lock delay", { lockMinutes: -1 }],
    ["enabled as text", { enabled: "yes" }],
    ["an array body", [true]],
  ])("refuses %s with 400", async (_label, body) => {
    const user = await createUser();
    const res = await putSettings(user, user.id, body);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
  });

  it("refuses malformed JSON (400) and form bodies (415); a pinHash sent along is ignored", async () => {
    const user = await createUser();
    expect((await putSettings(user, user.id, undefined, { rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await putSettings(user, user.id, undefined, { rawBody: "enabled=true", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(415);
    const res = await putSettings(user, user.id, { enabled: true, pinHash: "$2b$10$abcdefghijklmnopqrstuuZ0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0Z0" });
    expect(res.status).toBe(200);
    expect(res.data.hasPin).toBe(false);
  });
});

describe("PUT/DELETE /api/users/{id}/pin", () => {
  it("stores the PIN as a bcrypt hash that never leaves the server", async () => {
    const user = await createUser();
    const res = await setPin(user, user.id, { pin: "135790", currentPassword: user.password });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ enabled: false, exitUrl: null, lockMinutes: 5, hasPin: true });
    const row = await db.discreetSetting.findUnique({ where: { userId: user.id }, omit: { pinHash: false } });
    expect(row?.pinHash).toMatch(/^\$2[aby]\$10\$/);
    expect(row?.pinHash).not.toContain("135790");
    // the default client omits it, and no answer carries it
    expect(await db.discreetSetting.findUnique({ where: { userId: user.id } })).not.toHaveProperty("pinHash");
    for (const answer of [res, await getSettings(user, user.id), await me(user.cookie)]) {
      expect(JSON.stringify(answer.data)).not.toContain(row!.pinHash!);
      expect(JSON.stringify(answer.data)).not.toContain("135790");
    }
  });

  it("needs the account password to set or remove it", async () => {
    const user = await withPin("2468");
    const wrongSet = await setPin(user, user.id, { pin: "1111", currentPassword: "not-my-password" });
    expect(wrongSet.status).toBe(403);
    expect(wrongSet.data.code).toBe("forbidden");
    expect((await removePin(user, user.id, { currentPassword: "not-my-password" })).status).toBe(403);
    expect((await removePin(user, user.id, {})).status).toBe(400);
    expect((await verify(user, user.id, { pin: "2468" })).status).toBe(204);

    const removed = await removePin(user, user.id, { currentPassword: user.password });
    expect(removed.status).toBe(200);
    expect(removed.data.hasPin).toBe(false);
    expect((await verify(user, user.id, { pin: "2468" })).status).toBe(404);
  });

  it("is the member's own: 401 signed out, 403 for anyone else", async () => {
    const owner = await withPin();
    const other = await createUser();
    expect((await setPin(null, owner.id, { pin: "1234", currentPassword: owner.password })).status).toBe(401);
    expect((await setPin(other, owner.id, { pin: "1234", currentPassword: other.password })).status).toBe(403);
    expect((await removePin(other, owner.id, { currentPassword: other.password })).status).toBe(403);
    expect((await verify(other, owner.id, { pin: "2468" })).status).toBe(403);
    expect((await verify(null, owner.id, { pin: "2468" })).status).toBe(401);
    expect((await getSettings(owner, owner.id)).data.hasPin).toBe(true);
  });

  it.each([
    ["three digits", "123"],
    ["seven digits", "1234567"],
    ["a letter", "12a4"],
    ["a number, not text", 1234],
    ["full-width digits", "１２３４"],
    ["Arabic-Indic digits", "١٢٣٤"],
    ["spaces", " 1234"],
    ["empty", ""],
    ["null", null],
  ])("refuses a PIN of %s with 400", async (_label, pin) => {
    const user = await createUser();
    const res = await setPin(user, user.id, { pin, currentPassword: user.password });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("bad_request");
    expect(await db.discreetSetting.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("POST /api/users/{id}/pin/verify", () => {
  afterEach(() => {
    process.env.NIJI_THROTTLE_PIN = "1000000/300";
    resetThrottle();
  });

  it("answers 204 for the right PIN and 401 with the tries left for a wrong one; a right one starts over", async () => {
    const user = await withPin("2468");
    const wrong = await verify(user, user.id, { pin: "0000" });
    expect(wrong.status).toBe(401);
    expect(wrong.data).toEqual({ message: "Incorrect PIN", code: "unauthorized", triesLeft: 4, messageKey: "incorrectPin" });
    expect((await verify(user, user.id, { pin: "abc" })).data.triesLeft).toBe(3); // malformed counts as wrong
    expect((await verify(user, user.id, { pin: "2468" })).status).toBe(204);
    expect((await verify(user, user.id, { pin: "0000" })).data.triesLeft).toBe(4);
    expect((await me(user.cookie)).status).toBe(200);
  });

  it("counts the tries on the server: the fifth wrong one ends every session", async () => {
    const user = await withPin("2468");
    const login = await call(h(loginRoute), "/api/auth/login", { body: { email: user.email, password: user.password } });
    const otherDevice = (login.headers.get("set-cookie") ?? "").split(";")[0];
    for (const left of [4, 3, 2, 1]) expect((await verify(user, user.id, { pin: "1357" })).data.triesLeft).toBe(left);
    expect((await me(user.cookie)).status).toBe(200);

    const fifth = await verify(user, user.id, { pin: "1357" });
    expect(fifth.status).toBe(401);
    expect(fifth.data.triesLeft).toBe(0);
    expect(fifth.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;.*Max-Age=0/);
    expect((await me(user.cookie)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    // the old session cannot keep guessing, even with the right PIN
    expect((await verify(user, user.id, { pin: "2468" })).status).toBe(401);

    // signing in again with the password works, with a fresh count and the PIN kept
    const again = await call(h(loginRoute), "/api/auth/login", { body: { email: user.email, password: user.password } });
    const cookie = (again.headers.get("set-cookie") ?? "").split(";")[0];
    const back = { ...user, cookie };
    expect((await verify(back, user.id, { pin: "0000" })).data.triesLeft).toBe(4);
    expect((await verify(back, user.id, { pin: "2468" })).status).toBe(204);
  });

  it("a new PIN starts the count over", async () => {
    const user = await withPin("2468");
    await verify(user, user.id, { pin: "0000" });
    await verify(user, user.id, { pin: "0000" });
    expect((await setPin(user, user.id, { pin: "8642", currentPassword: user.password })).status).toBe(200);
    expect((await verify(user, user.id, { pin: "2468" })).data.triesLeft).toBe(4);
    expect((await verify(user, user.id, { pin: "8642" })).status).toBe(204);
  });

  it("answers 404 without a PIN and 400 for a PIN that is not text or too long", async () => {
    const user = await createUser();
    expect((await verify(user, user.id, { pin: "1234" })).status).toBe(404);
    const pinned = await withPin();
    expect((await verify(pinned, pinned.id, { pin: 2468 })).status).toBe(400);
    expect((await verify(pinned, pinned.id, { pin: "1".repeat(500) })).status).toBe(400);
    expect((await verify(pinned, pinned.id, {})).status).toBe(400);
    // refused input is not a try
    expect((await verify(pinned, pinned.id, { pin: "0000" })).data.triesLeft).toBe(4);
  });

  it("is throttled per member (10 a minute by default)", async () => {
    delete process.env.NIJI_THROTTLE_PIN;
    resetThrottle();
    const user = await withPin("2468");
    for (let i = 0; i < 10; i++) expect((await verify(user, user.id, { pin: "2468" })).status).toBe(204);
    const limited = await verify(user, user.id, { pin: "2468" });
    expect(limited.status).toBe(429);
    expect(limited.data.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
