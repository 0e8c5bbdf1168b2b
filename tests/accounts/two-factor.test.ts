import { afterEach, describe, expect, it, vi } from "vitest";
import { generate } from "otplib";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as login2faRoute } from "@/app/api/auth/login/2fa/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { POST as setupRoute } from "@/app/api/auth/2fa/setup/route";
import { POST as enableRoute } from "@/app/api/auth/2fa/enable/route";
import { POST as disableRoute } from "@/app/api/auth/2fa/disable/route";
import { db } from "@/lib/data/db";
import { unseal } from "@/lib/core/seal";
import { hashSecret } from "@/lib/core/secret-token";
import { resetThrottle } from "@/lib/data/throttle";
import { SESSION_COOKIE } from "@/lib/data/session";
import { DEVICE_COOKIE } from "@/lib/domain/auth/device";
import { PENDING_COOKIE } from "@/lib/domain/auth/login";
import { call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Two-factor sign-in (TOTP) on a fake clock: set-up, the ±1 step window, no replay, single-use
// recovery codes, the pending sign-in (5 minutes, 5 wrong codes) and turning it off.

const login = loginRoute as Handler;
const login2fa = login2faRoute as Handler;
const me = userRoute as Handler;
const setup = setupRoute as Handler;
const enable = enableRoute as Handler;
const disable = disableRoute as Handler;

const STEP = 30_000;
/** The code an authenticator app shows at `ms`. */
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

/** A six-digit code that is none of the codes accepted now (steps −1, 0 and +1), from `from` upwards. */
async function wrongCode(secret: string, from = 0) {
  const accepted = new Set(await Promise.all([-1, 0, 1].map((step) => codeAt(secret, Date.now() + step * STEP))));
  for (let n = from; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!accepted.has(code)) return code;
  }
}

/** Turns 2FA on for a member (at the fake clock's now); returns the secret and the recovery codes. */
async function turnOn(member: TestUser) {
  const started = await call(setup, "/api/auth/2fa/setup", { method: "POST", cookie: member.cookie });
  expect(started.status).toBe(200);
  const { secret } = started.data as { secret: string };
  const res = await call(enable, "/api/auth/2fa/enable", { cookie: member.cookie, body: { code: await codeAt(secret, Date.now()) } });
  expect(res.status).toBe(200);
  return { secret, recoveryCodes: res.data.recoveryCodes as string[] };
}

/** Password step: the pending cookie of a member with 2FA on. */
async function pending(member: TestUser) {
  const res = await call(login, "/api/auth/login", { body: { email: member.email, password: member.password } });
  expect(res.status).toBe(200);
  expect(res.data).toEqual({ twoFactorRequired: true });
  const cookies = res.headers.getSetCookie();
  expect(cookies).toHaveLength(1);
  expect(cookies[0]).toMatch(new RegExp(`^${PENDING_COOKIE}=[a-z0-9]+\\.[A-Za-z0-9_-]{43}; Path=/api/auth/login; HttpOnly; SameSite=Lax; Max-Age=300$`));
  return cookies[0]!.split(";")[0]!;
}

const second = (cookie: string | null, body: unknown) => call(login2fa, "/api/auth/login/2fa", { cookie, body });

afterEach(() => {
  vi.useRealTimers();
  resetThrottle();
});

describe("setting two-factor sign-in up", () => {
  it("setup gives a secret stored sealed and off until a right code turns it on; enable gives 10 single-use recovery codes stored hashed", async () => {
    const member = await createUser();
    const started = await call(setup, "/api/auth/2fa/setup", { method: "POST", cookie: member.cookie });
    expect(started.status).toBe(200);
    const { secret, otpauthUrl } = started.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Niji");
    const row = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { totpSecret: true, totpEnabledAt: true } });
    expect(row.totpSecret).not.toContain(secret);
    expect(unseal("totp", row.totpSecret!)).toBe(secret);
    expect(row.totpEnabledAt).toBeNull();
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).data.twoFactorEnabled).toBe(false);
    // not on yet: the password alone still signs in
    expect((await call(login, "/api/auth/login", { body: { email: member.email, password: member.password } })).data.user.id).toBe(member.id);

    const wrong = await call(enable, "/api/auth/2fa/enable", { cookie: member.cookie, body: { code: await wrongCode(secret) } });
    expect(wrong.status).toBe(400);
    expect(wrong.data.code).toBe("invalid_code");
    const on = await call(enable, "/api/auth/2fa/enable", { cookie: member.cookie, body: { code: await codeAt(secret, Date.now()) } });
    expect(on.status).toBe(200);
    const codes: string[] = on.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await db.recoveryCode.findMany({ where: { userId: member.id } });
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((c) => hashSecret(c.replace("-", ""))).sort());
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).data.twoFactorEnabled).toBe(true);
    // on already: no second set-up over it
    expect((await call(setup, "/api/auth/2fa/setup", { method: "POST", cookie: member.cookie })).status).toBe(409);
  });

  it("names a neutral issuer in the authenticator app when discreet mode is on", async () => {
    const member = await createUser();
    await db.discreetSetting.create({ data: { userId: member.id, enabled: true } });
    const { otpauthUrl } = (await call(setup, "/api/auth/2fa/setup", { method: "POST", cookie: member.cookie })).data;
    expect(otpauthUrl).not.toMatch(/niji/i);
    expect(new URL(otpauthUrl).searchParams.get("issuer")).toBe("Account");
  });

  it("enable without a set-up -> 400; signed out -> 401", async () => {
    const member = await createUser();
    expect((await call(enable, "/api/auth/2fa/enable", { cookie: member.cookie, body: { code: "123456" } })).status).toBe(400);
    expect((await call(setup, "/api/auth/2fa/setup", { method: "POST" })).status).toBe(401);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("the password alone gives only a pending cookie, which is no session", async () => {
    const member = await createUser();
    await turnOn(member);
    const cookie = await pending(member);
    expect((await call(me, "/api/auth/user", { cookie })).status).toBe(401);
    expect((await call(me, "/api/auth/user", { cookie: `${SESSION_COOKIE}=${cookie.split("=")[1]}` })).status).toBe(401);
  });

  it("a right code completes it with the same body and cookies as a sign-in without 2FA", async () => {
    const plain = await createUser();
    const normal = await call(login, "/api/auth/login", { body: { email: plain.email, password: plain.password } });
    const member = await createUser();
    const { secret } = await turnOn(member);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * STEP);
    const res = await second(await pending(member), { code: await codeAt(secret, Date.now()) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(Object.keys(normal.data));
    expect(Object.keys(res.data.user).sort()).toEqual(Object.keys(normal.data.user).sort());
    expect(res.data.user).toMatchObject({ id: member.id, email: member.email });
    const cookies = res.headers.getSetCookie();
    const names = (list: string[]) => list.map((c) => c.split("=")[0]);
    expect(names(cookies)).toEqual([...names(normal.headers.getSetCookie()), PENDING_COOKIE]);
    expect(cookies.at(-1)).toMatch(/Max-Age=0/);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(";")[0]!;
    expect((await call(me, "/api/auth/user", { cookie: session })).data).toMatchObject({ id: member.id, twoFactorEnabled: true });
    expect(cookies.some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(true);
  });

  it("accepts the codes of one step either side of now and refuses two steps away", async () => {
    const member = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    // the middle of a step: no edge of the clock decides the case
    const start = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    vi.setSystemTime(start);
    const { secret } = await turnOn(member);
    // each case 4 steps after the last one: an accepted step is always later than the one before
    const cases: [offset: number, status: number][] = [
      [-2, 400],
      [-1, 200],
      [0, 200],
      [1, 200],
      [2, 400],
    ];
    for (const [index, [offset, status]] of cases.entries()) {
      const now = start + (index + 1) * 4 * STEP;
      vi.setSystemTime(now);
      const res = await second(await pending(member), { code: await codeAt(secret, now + offset * STEP) });
      expect([offset, res.status]).toEqual([offset, status]);
      if (status === 400) expect(res.data.code).toBe("invalid_code");
    }
  });

  it("accepts a code once: the same code (or an older one) is refused after it", async () => {
    const member = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    vi.setSystemTime(start);
    const { secret } = await turnOn(member);
    vi.setSystemTime(start + 4 * STEP);
    const code = await codeAt(secret, Date.now());
    expect((await second(await pending(member), { code })).status).toBe(200);
    const replay = await second(await pending(member), { code });
    expect(replay).toMatchObject({ status: 400, data: { code: "invalid_code" } });
    const older = await second(await pending(member), { code: await codeAt(secret, Date.now() - STEP) });
    expect(older).toMatchObject({ status: 400, data: { code: "invalid_code" } });
    // the code turning 2FA on was used too: it is no sign-in code afterwards
    vi.setSystemTime(start + 8 * STEP);
    expect((await second(await pending(member), { code: await codeAt(secret, Date.now()) })).status).toBe(200);
  });

  it("a recovery code works once, however it is typed", async () => {
    const member = await createUser();
    const { recoveryCodes } = await turnOn(member);
    const [first, other] = recoveryCodes;
    expect((await second(await pending(member), { recoveryCode: first!.toUpperCase().replace("-", " ") })).status).toBe(200);
    const again = await second(await pending(member), { recoveryCode: first! });
    expect(again).toMatchObject({ status: 400, data: { code: "invalid_code" } });
    expect((await second(await pending(member), { recoveryCode: other! })).status).toBe(200);
    expect(await db.recoveryCode.count({ where: { userId: member.id, usedAt: { not: null } } })).toBe(2);
  });

  it("the fifth wrong code ends the pending sign-in: then even a right one is challenge_expired", async () => {
    const member = await createUser();
    const { secret, recoveryCodes } = await turnOn(member);
    const cookie = await pending(member);
    for (let i = 0; i < 4; i++) expect((await second(cookie, { code: await wrongCode(secret, 123450 + i) })).data.code).toBe("invalid_code");
    expect(await second(cookie, { recoveryCode: "aaaa-aaaa" })).toMatchObject({ status: 400, data: { code: "challenge_expired" } });
    expect(await second(cookie, { recoveryCode: recoveryCodes[0] })).toMatchObject({ status: 400, data: { code: "challenge_expired" } });
    expect(await db.recoveryCode.count({ where: { userId: member.id, usedAt: { not: null } } })).toBe(0);
    // signing in again starts a new one
    expect((await second(await pending(member), { recoveryCode: recoveryCodes[0] })).status).toBe(200);
  });

  it("the pending sign-in lasts 5 minutes and works once", async () => {
    const member = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    vi.setSystemTime(start);
    const { secret } = await turnOn(member);
    const cookie = await pending(member);
    vi.setSystemTime(start + 5 * 60_000);
    expect(await second(cookie, { code: await codeAt(secret, Date.now()) })).toMatchObject({ status: 400, data: { code: "challenge_expired" } });
    vi.setSystemTime(start + 6 * 60_000);
    const fresh = await pending(member);
    vi.setSystemTime(start + 6 * 60_000 + 4 * 60_000 + 59_000);
    expect((await second(fresh, { code: await codeAt(secret, Date.now()) })).status).toBe(200);
    vi.setSystemTime(start + 12 * 60_000);
    expect(await second(fresh, { code: await codeAt(secret, Date.now()) })).toMatchObject({ status: 400, data: { code: "challenge_expired" } });
  });

  it.each([
    ["no cookie", null],
    ["a forged one", `${PENDING_COOKIE}=cforged000000000000000000.${"A".repeat(43)}`],
    ["a malformed one", `${PENDING_COOKIE}=nope`],
  ])("%s -> 400 challenge_expired", async (_name, cookie) => {
    expect(await second(cookie, { code: "123456" })).toMatchObject({ status: 400, data: { code: "challenge_expired" } });
  });

  it("a right secret with a wrong cookie secret is refused", async () => {
    const member = await createUser();
    const { secret } = await turnOn(member);
    const cookie = await pending(member);
    const forged = `${cookie.slice(0, cookie.indexOf(".") + 1)}${"B".repeat(43)}`;
    expect(await second(forged, { code: await codeAt(secret, Date.now()) })).toMatchObject({ status: 400, data: { code: "challenge_expired" } });
  });

  it.each([[{}], [{ code: "123456", recoveryCode: "abcd-efgh" }], [{ code: 123456 }], [{ code: "" }]])("bad body %j -> 400", async (body) => {
    expect((await second(null, body)).status).toBe(400);
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the password and a current code (or a recovery code); then the password alone signs in", async () => {
    const member = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    vi.setSystemTime(start);
    const { secret, recoveryCodes } = await turnOn(member);
    vi.setSystemTime(start + 4 * STEP);
    const code = await codeAt(secret, Date.now());
    const badPassword = await call(disable, "/api/auth/2fa/disable", { cookie: member.cookie, body: { currentPassword: "wrong-password", code } });
    expect(badPassword.status).toBe(403);
    const badCode = await call(disable, "/api/auth/2fa/disable", { cookie: member.cookie, body: { currentPassword: member.password, code: await wrongCode(secret) } });
    expect(badCode).toMatchObject({ status: 400, data: { code: "invalid_code" } });
    const off = await call(disable, "/api/auth/2fa/disable", { cookie: member.cookie, body: { currentPassword: member.password, code: recoveryCodes[3] } });
    expect(off).toMatchObject({ status: 200, data: { disabled: true } });
    const row = await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { totpSecret: true, totpEnabledAt: true } });
    expect(row).toEqual({ totpSecret: null, totpEnabledAt: null });
    expect(await db.recoveryCode.count({ where: { userId: member.id } })).toBe(0);
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).data.twoFactorEnabled).toBe(false);
    expect((await call(login, "/api/auth/login", { body: { email: member.email, password: member.password } })).data.user.id).toBe(member.id);
    const again = await call(disable, "/api/auth/2fa/disable", { cookie: member.cookie, body: { currentPassword: member.password, code } });
    expect(again.status).toBe(400);
  });
});
