import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { POST as resetRoute } from "@/app/api/auth/password-reset/route";
import { POST as resetConfirmRoute } from "@/app/api/auth/password-reset/confirm/route";
import { db } from "@/lib/data/db";
import { resetThrottle } from "@/lib/data/throttle";
import { sendDueMail } from "@/lib/domain/mail/sender";
import { call, createUser, uniqueEmail, type Handler } from "@/tests/support/http";
import { linkIn, startSmtp, tokenIn, type TestSmtp } from "@/tests/support/smtp";

// Password reset: the request answers the same for any address, the mailed link (single use, 1 h)
// sets a new password, ends every session, confirms the address and mails a notice.

const signup = signupRoute as Handler;
const login = loginRoute as Handler;
const me = userRoute as Handler;
const requestReset = resetRoute as Handler;
const confirmReset = resetConfirmRoute as Handler;

const HOUR = 60 * 60 * 1000;
const HOST = { host: "niji.test:8080" };
const post = (handler: Handler, path: string, payload: unknown) => call(handler, path, { body: payload, headers: HOST });
let smtp: TestSmtp;

function mailOn() {
  vi.stubEnv("SMTP_URL", smtp.url);
  vi.stubEnv("NIJI_PUBLIC_URL", "");
}

async function raw(payload: unknown) {
  const req = new Request("http://localhost:3000/api/auth/password-reset", { method: "POST", headers: { "content-type": "application/json", ...HOST }, body: JSON.stringify(payload) });
  const res = await requestReset(req, { params: Promise.resolve({}) });
  return { status: res.status, headers: [...res.headers.entries()], text: await res.text() };
}

/** Asks for a reset of `email` and returns the mailed token. */
async function resetToken(email: string) {
  mailOn();
  expect((await post(requestReset, "/api/auth/password-reset", { email })).status).toBe(202);
  await sendDueMail();
  const mail = await smtp.waitForMail(email);
  expect(linkIn(mail)).toMatch(/^http:\/\/niji\.test:8080\/reset-password\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}$/);
  return tokenIn(mail);
}

const signIn = (email: string, password: string) => post(login, "/api/auth/login", { email, password });

beforeAll(async () => {
  smtp = await startSmtp();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetThrottle();
});

afterAll(async () => {
  await smtp.stop();
});

describe("POST /api/auth/password-reset", () => {
  it("answers byte for byte the same for a known and an unknown address; only the known one gets mail", async () => {
    const member = await createUser();
    const unknown = uniqueEmail("unknown");
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = Date.now();
    mailOn();
    const known = await raw({ email: member.email });
    const stranger = await raw({ email: unknown });
    expect(known.status).toBe(202);
    expect(known.text).toBe('{"queued":true}');
    expect(stranger).toEqual(known);
    expect(await db.outboundMail.count({ where: { to: unknown } })).toBe(0);
    expect(await db.outboundMail.count({ where: { to: member.email } })).toBe(1);
    // only the secret's hash is stored: the row holds nothing a link could be made from
    const row = await db.accountToken.findFirstOrThrow({ where: { userId: member.id, kind: "reset_password" } });
    await sendDueMail();
    const token = tokenIn(await smtp.waitForMail(member.email));
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.secretHash).not.toContain(token.split(".")[1]);
    expect(row.expiresAt.getTime()).toBe(now + HOUR);
  });

  it("refuses a malformed address with 400", async () => {
    const res = await post(requestReset, "/api/auth/password-reset", { email: "not-an-address" });
    expect(res.status).toBe(400);
    expect(res.data.message).toBe("Please enter a valid email");
  });

  it("throttles requests per address and per IP", async () => {
    vi.stubEnv("NIJI_THROTTLE_PASSWORD_RESET_EMAIL", "2/300");
    resetThrottle();
    const email = uniqueEmail("flood");
    for (let i = 0; i < 2; i++) expect((await post(requestReset, "/api/auth/password-reset", { email })).status).toBe(202);
    const limited = await post(requestReset, "/api/auth/password-reset", { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(requestReset, "/api/auth/password-reset", { email: uniqueEmail("other") })).status).toBe(202);

    vi.stubEnv("NIJI_THROTTLE_PASSWORD_RESET_IP", "3/300");
    resetThrottle();
    for (let i = 0; i < 3; i++) expect((await post(requestReset, "/api/auth/password-reset", { email: uniqueEmail("ip") })).status).toBe(202);
    expect((await post(requestReset, "/api/auth/password-reset", { email: uniqueEmail("ip") })).status).toBe(429);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the new password once, ends every session and mails a notice", async () => {
    const member = await createUser();
    const token = await resetToken(member.email);
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(200);

    const res = await post(confirmReset, "/api/auth/password-reset/confirm", { token, password: "brand-new-7" });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ reset: true });
    expect((await call(me, "/api/auth/user", { cookie: member.cookie })).status).toBe(401);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, "brand-new-7")).status).toBe(200);

    const again = await post(confirmReset, "/api/auth/password-reset/confirm", { token, password: "third-pass-8" });
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ code: "invalid_token", messageKey: "invalidToken" });
    expect((await signIn(member.email, "brand-new-7")).status).toBe(200);

    await sendDueMail();
    const notice = await smtp.waitForMail(member.email);
    expect(notice.text).not.toMatch(/https?:\/\//);
  });

  it("confirms an address awaiting confirmation (the mail reached it)", async () => {
    const email = uniqueEmail("unconfirmed");
    mailOn();
    expect((await post(signup, "/api/auth/signup", { email, password: "rainbow-123", firstName: "A", lastName: "B" })).status).toBe(202);
    await sendDueMail();
    await smtp.waitForMail(email); // the confirmation link, not followed
    expect((await signIn(email, "rainbow-123")).data.code).toBe("email_unconfirmed");
    const token = await resetToken(email);
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token, password: "brand-new-7" })).status).toBe(200);
    expect((await signIn(email, "brand-new-7")).status).toBe(200);
  });

  it("expires the link after an hour", async () => {
    const member = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const token = await resetToken(member.email);
    vi.setSystemTime(start + HOUR + 1000);
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token, password: "brand-new-7" })).data.code).toBe("invalid_token");
    const fresh = await resetToken(member.email);
    vi.setSystemTime(start + 2 * HOUR);
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token: fresh, password: "brand-new-7" })).status).toBe(200);
  });

  it("keeps only the newest link working", async () => {
    const member = await createUser();
    const older = await resetToken(member.email);
    const newer = await resetToken(member.email);
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token: older, password: "brand-new-7" })).data.code).toBe("invalid_token");
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token: newer, password: "brand-new-7" })).status).toBe(200);
  });

  it("refuses forged links with 400 invalid_token, and a short password without spending the link", async () => {
    const member = await createUser();
    const token = await resetToken(member.email);
    const [id, secret] = token.split(".");
    const flipped = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const forged of ["", "x".repeat(300), "abc.def", flipped, `${id}.${secret}x`]) {
      const res = await post(confirmReset, "/api/auth/password-reset/confirm", { token: forged, password: "brand-new-7" });
      expect(res.status, forged).toBe(400);
    }
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token: flipped, password: "brand-new-7" })).data.code).toBe("invalid_token");
    const short = await post(confirmReset, "/api/auth/password-reset/confirm", { token, password: "123" });
    expect(short.status).toBe(400);
    expect(short.data.message).toBe("Password must be at least 6 characters");
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token, password: "brand-new-7" })).status).toBe(200);
  });

  it("lets only one of two simultaneous uses win", async () => {
    const member = await createUser();
    const token = await resetToken(member.email);
    const results = await Promise.all(["first-pass-1", "second-pass-2"].map((password) => post(confirmReset, "/api/auth/password-reset/confirm", { token, password })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("throttles confirmations per IP", async () => {
    vi.stubEnv("NIJI_THROTTLE_ACCOUNT_TOKEN_IP", "2/300");
    resetThrottle();
    for (let i = 0; i < 2; i++) expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token: "forged", password: "brand-new-7" })).status).toBe(400);
    expect((await post(confirmReset, "/api/auth/password-reset/confirm", { token: "forged", password: "brand-new-7" })).status).toBe(429);
  });
});
