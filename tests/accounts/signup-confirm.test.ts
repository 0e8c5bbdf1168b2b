import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { POST as confirmRoute } from "@/app/api/auth/confirm-email/route";
import { POST as resendRoute } from "@/app/api/auth/confirm-email/resend/route";
import { POST as resetRoute } from "@/app/api/auth/password-reset/route";
import { db } from "@/lib/data/db";
import { resetThrottle } from "@/lib/data/throttle";
import { publicUserSelect } from "@/lib/domain/users/user-response";
import { sendDueMail } from "@/lib/domain/mail/sender";
import { call, createUser, uniqueEmail, type Handler } from "@/tests/support/http";
import { linkIn, startSmtp, tokenIn, type TestSmtp } from "@/tests/support/smtp";

// Sign-up with and without mail, the confirmation link (single use, 24 h) and its resend, and the
// sign-in of an account awaiting confirmation, against PostgreSQL and a real SMTP server.

const signup = signupRoute as Handler;
const login = loginRoute as Handler;
const me = userRoute as Handler;
const confirm = confirmRoute as Handler;
const resend = resendRoute as Handler;
const reset = resetRoute as Handler;

const HOUR = 60 * 60 * 1000;
let smtp: TestSmtp;

// the Host a browser sends (the test calls carry none by themselves): links are built from it
const HOST = { host: "niji.test:8080" };
const post = (handler: Handler, path: string, payload: unknown) => call(handler, path, { body: payload, headers: HOST });

const body = (email: string, password = "rainbow-123") => ({ email, password, firstName: "Ren", lastName: "Sato" });

function mailOn() {
  vi.stubEnv("SMTP_URL", smtp.url);
  vi.stubEnv("NIJI_PUBLIC_URL", "");
}

/** What a client can see of an answer: status, every header, the body's bytes. */
async function raw(handler: Handler, path: string, payload: unknown) {
  const res = await handler(new Request(new URL(path, "http://localhost:3000"), { method: "POST", headers: { "content-type": "application/json", ...HOST }, body: JSON.stringify(payload) }), { params: Promise.resolve({}) });
  return { status: res.status, headers: [...res.headers.entries()], text: await res.text() };
}

async function signUpUnconfirmed(email = uniqueEmail("unconfirmed")) {
  mailOn();
  expect((await post(signup, "/api/auth/signup", body(email))).status).toBe(202);
  await sendDueMail();
  const mail = await smtp.waitForMail(email);
  return { email, token: tokenIn(mail), link: linkIn(mail) };
}

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

describe("sign-up without mail", () => {
  it("answers 201 with the spec's User only, signs in at once and mails nothing", async () => {
    const email = uniqueEmail("nomail");
    const res = await post(signup, "/api/auth/signup", body(email));
    expect(res.status).toBe(201);
    expect(Object.keys(res.data.user).sort()).toEqual(Object.keys(publicUserSelect).sort());
    expect(res.data.user).toMatchObject({ email, firstName: "Ren", lastName: "Sato", isAdmin: false });
    expect(await db.outboundMail.count({ where: { to: email } })).toBe(0);
    const signedIn = await post(login, "/api/auth/login", { email, password: "rainbow-123" });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0];
    const self = await call(me, "/api/auth/user", { cookie });
    expect(self.data).toMatchObject({ email, emailConfirmed: true, pendingEmail: null });
  });

  it("still tells a taken address with 409", async () => {
    const owner = await createUser();
    const again = await post(signup, "/api/auth/signup", body(owner.email));
    expect(again.status).toBe(409);
  });
});

describe("sign-up with mail", () => {
  it("answers byte for byte the same for a new and a taken address; the new one gets a link, the owner a notice", async () => {
    const owner = await createUser();
    const fresh = uniqueEmail("fresh");
    mailOn();
    const forNew = await raw(signup, "/api/auth/signup", body(fresh));
    const forTaken = await raw(signup, "/api/auth/signup", body(owner.email, "another-pass-9"));
    expect(forNew.status).toBe(202);
    expect(forNew.text).toBe('{"confirmationSent":true}');
    expect(forTaken).toEqual(forNew);
    expect(forNew.headers.map(([name]) => name)).not.toContain("set-cookie");

    const account = await db.user.findUniqueOrThrow({ where: { email: fresh }, select: { emailConfirmedAt: true } });
    expect(account.emailConfirmedAt).toBeNull();
    await sendDueMail();
    const confirmation = await smtp.waitForMail(fresh);
    expect(linkIn(confirmation)).toMatch(/^http:\/\/niji\.test:8080\/confirm-email\?token=[a-z0-9]+\.[A-Za-z0-9_-]{43}$/);
    const notice = await smtp.waitForMail(owner.email);
    expect(linkIn(notice)).toBe("http://niji.test:8080/login");
    // the owner's account is untouched: their password still signs in
    const signedIn = await post(login, "/api/auth/login", { email: owner.email, password: owner.password });
    expect(signedIn.status).toBe(200);
  });

  it("builds links from NIJI_PUBLIC_URL when set", async () => {
    const email = uniqueEmail("public");
    mailOn();
    vi.stubEnv("NIJI_PUBLIC_URL", "https://niji.example.jp");
    expect((await post(signup, "/api/auth/signup", body(email))).status).toBe(202);
    await sendDueMail();
    expect(linkIn(await smtp.waitForMail(email))).toMatch(/^https:\/\/niji\.example\.jp\/confirm-email\?token=/);
  });

  it("refuses sign-in until the link is followed (after the password check), then the link works once", async () => {
    const { email, token } = await signUpUnconfirmed();
    const wrong = await post(login, "/api/auth/login", { email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    const early = await post(login, "/api/auth/login", { email, password: "rainbow-123" });
    expect(early.status).toBe(403);
    expect(early.data).toMatchObject({ code: "email_unconfirmed", messageKey: "emailUnconfirmed" });
    expect(early.headers.get("set-cookie")).toBeNull();

    const confirmed = await post(confirm, "/api/auth/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ confirmed: true });
    const again = await post(confirm, "/api/auth/confirm-email", { token });
    expect(again.status).toBe(400);
    expect(again.data).toMatchObject({ code: "invalid_token", messageKey: "invalidToken" });

    const signedIn = await post(login, "/api/auth/login", { email, password: "rainbow-123" });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await call(me, "/api/auth/user", { cookie })).data).toMatchObject({ email, emailConfirmed: true, pendingEmail: null });
  });

  it("lets only one of two simultaneous uses of a link win", async () => {
    const { token } = await signUpUnconfirmed();
    const results = await Promise.all([0, 1].map(() => post(confirm, "/api/auth/confirm-email", { token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("expires the link after 24 hours", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const late = await signUpUnconfirmed();
    const inTime = await signUpUnconfirmed();
    vi.setSystemTime(start + 24 * HOUR + 1000);
    expect((await post(confirm, "/api/auth/confirm-email", { token: late.token })).data.code).toBe("invalid_token");
    vi.setSystemTime(start + 24 * HOUR - 60_000);
    expect((await post(confirm, "/api/auth/confirm-email", { token: inTime.token })).status).toBe(200);
  });

  it("refuses forged links and links of another kind with 400 invalid_token", async () => {
    const { email, token } = await signUpUnconfirmed();
    const [id, secret] = token.split(".");
    const flipped = `${secret[0] === "A" ? "B" : "A"}${secret.slice(1)}`;
    mailOn();
    expect((await post(reset, "/api/auth/password-reset", { email })).status).toBe(202);
    await sendDueMail();
    const resetToken = tokenIn(await smtp.waitForMail(email));
    for (const forged of ["nope", `${id}.${flipped}`, `${id}x.${secret}`, `${id}.${secret}.`, resetToken]) {
      const res = await post(confirm, "/api/auth/confirm-email", { token: forged });
      expect(res.status, forged).toBe(400);
      expect(res.data.code, forged).toBe("invalid_token");
    }
    // none of those spent the real link
    expect((await post(confirm, "/api/auth/confirm-email", { token })).status).toBe(200);
    const missing = await post(confirm, "/api/auth/confirm-email", {});
    expect(missing.status).toBe(400);
  });

  it("keeps an unconfirmed account able to sign in once mail is turned off", async () => {
    const { email } = await signUpUnconfirmed();
    vi.unstubAllEnvs();
    const res = await post(login, "/api/auth/login", { email, password: "rainbow-123" });
    expect(res.status).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    expect((await call(me, "/api/auth/user", { cookie })).data.emailConfirmed).toBe(false);
  });

  it("throttles sign-ups per address, the same for a new and a taken one", async () => {
    const owner = await createUser();
    const fresh = uniqueEmail("limited");
    mailOn();
    vi.stubEnv("NIJI_THROTTLE_SIGNUP_EMAIL", "1/300");
    resetThrottle();
    for (const email of [fresh, owner.email]) {
      expect((await post(signup, "/api/auth/signup", body(email))).status).toBe(202);
      expect((await post(signup, "/api/auth/signup", body(email))).status).toBe(429);
    }
  });
});

describe("POST /api/auth/confirm-email/resend", () => {
  it("answers 202 the same for every address; only one awaiting confirmation gets a new link, and the older stops working", async () => {
    const confirmedMember = await createUser();
    const first = await signUpUnconfirmed();
    mailOn();
    const answers = [];
    for (const email of [first.email, confirmedMember.email, uniqueEmail("nobody")]) answers.push(await raw(resend, "/api/auth/confirm-email/resend", { email }));
    expect(answers[0].status).toBe(202);
    expect(answers[0].text).toBe('{"queued":true}');
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await db.outboundMail.count({ where: { to: { in: [confirmedMember.email] } } })).toBe(0);

    await sendDueMail();
    const second = tokenIn(await smtp.waitForMail(first.email));
    expect(second).not.toBe(first.token);
    expect((await post(confirm, "/api/auth/confirm-email", { token: first.token })).data.code).toBe("invalid_token");
    expect((await post(confirm, "/api/auth/confirm-email", { token: second })).status).toBe(200);
  });

  it("throttles resends per address and per IP", async () => {
    mailOn();
    vi.stubEnv("NIJI_THROTTLE_CONFIRM_RESEND_EMAIL", "2/300");
    resetThrottle();
    const email = uniqueEmail("resend");
    for (let i = 0; i < 2; i++) expect((await post(resend, "/api/auth/confirm-email/resend", { email })).status).toBe(202);
    const limited = await post(resend, "/api/auth/confirm-email/resend", { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(resend, "/api/auth/confirm-email/resend", { email: uniqueEmail("other") })).status).toBe(202);

    vi.stubEnv("NIJI_THROTTLE_CONFIRM_RESEND_IP", "3/300");
    resetThrottle();
    for (let i = 0; i < 3; i++) expect((await post(resend, "/api/auth/confirm-email/resend", { email: uniqueEmail("ip") })).status).toBe(202);
    expect((await post(resend, "/api/auth/confirm-email/resend", { email: uniqueEmail("ip") })).status).toBe(429);
  });

  it("throttles link confirmations per IP", async () => {
    vi.stubEnv("NIJI_THROTTLE_ACCOUNT_TOKEN_IP", "2/300");
    resetThrottle();
    for (let i = 0; i < 2; i++) expect((await post(confirm, "/api/auth/confirm-email", { token: "forged" })).status).toBe(400);
    expect((await post(confirm, "/api/auth/confirm-email", { token: "forged" })).status).toBe(429);
  });
});
