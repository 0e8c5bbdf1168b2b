import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as userPut } from "@/app/api/users/[id]/route";
import { GET as userRoute } from "@/app/api/auth/user/route";
import { POST as confirmRoute } from "@/app/api/auth/confirm-email/route";
import { db } from "@/lib/data/db";
import { resetThrottle } from "@/lib/data/throttle";
import { sendDueMail } from "@/lib/domain/mail/sender";
import { call, createUser, uniqueEmail, type Handler, type TestUser } from "@/tests/support/http";
import { linkIn, startSmtp, tokenIn, type TestSmtp } from "@/tests/support/smtp";

// Changing one's address: with mail on it waits for the link mailed to the new address (24 h), the old
// address gets a notice, and the answer carries pendingEmail; without mail it changes at once.

const put = userPut as Handler;
const me = userRoute as Handler;
const confirm = confirmRoute as Handler;

const HOUR = 60 * 60 * 1000;
const HOST = { host: "niji.test:8080" };
let smtp: TestSmtp;

function mailOn() {
  vi.stubEnv("SMTP_URL", smtp.url);
  vi.stubEnv("NIJI_PUBLIC_URL", "");
}

const changeEmail = (user: TestUser, email: string, currentPassword = user.password) =>
  call(put, `/api/users/${user.id}`, { method: "PUT", cookie: user.cookie, params: { id: user.id }, headers: HOST, body: { username: user.username, email, currentPassword } });
const confirmToken = (token: string) => call(confirm, "/api/auth/confirm-email", { body: { token }, headers: HOST });
const emailOf = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id }, select: { email: true } })).email;

/** Asks for the change with mail on; returns the token mailed to the new address. */
async function requestChange(user: TestUser, next: string) {
  mailOn();
  const res = await changeEmail(user, next);
  expect(res.status).toBe(200);
  await sendDueMail();
  const mail = await smtp.waitForMail(next);
  expect(linkIn(mail)).toMatch(/^http:\/\/niji\.test:8080\/confirm-email\?token=/);
  return tokenIn(mail);
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

describe("PUT /api/users/{me} with a new e-mail", () => {
  it("without mail changes it at once, as before", async () => {
    const user = await createUser();
    const next = uniqueEmail("moved");
    const res = await changeEmail(user, next);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: next, pendingEmail: null });
    expect(await emailOf(user.id)).toBe(next);
  });

  it("with mail keeps the address until the new one's link is followed, and tells the old one", async () => {
    const user = await createUser();
    const next = uniqueEmail("next");
    mailOn();
    const res = await changeEmail(user, next);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: user.id, email: user.email, pendingEmail: next });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await call(me, "/api/auth/user", { cookie: user.cookie })).data).toMatchObject({ email: user.email, pendingEmail: next, emailConfirmed: true });

    await sendDueMail();
    const token = tokenIn(await smtp.waitForMail(next));
    const notice = await smtp.waitForMail(user.email);
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.text).not.toContain(next); // the old inbox is not told the new address

    const confirmed = await confirmToken(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toEqual({ confirmed: true });
    expect(await emailOf(user.id)).toBe(next);
    expect((await call(me, "/api/auth/user", { cookie: user.cookie })).data).toMatchObject({ email: next, pendingEmail: null, emailConfirmed: true });
    expect((await confirmToken(token)).data.code).toBe("invalid_token");
    // nothing more is mailed: the old address was told when the change was asked for
    await sendDueMail();
    expect(await db.outboundMail.count({ where: { to: { in: [user.email, next] } } })).toBe(0);
  });

  it("answers the same for an address another account holds, and mails that address nothing", async () => {
    const user = await createUser();
    const holder = await createUser();
    mailOn();
    const res = await changeEmail(user, holder.email);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email: user.email, pendingEmail: holder.email });
    expect(await db.outboundMail.count({ where: { to: holder.email } })).toBe(0);
    expect(await db.outboundMail.count({ where: { to: user.email } })).toBe(1);
  });

  it("refuses the link with invalid_token when the address was registered meanwhile", async () => {
    const user = await createUser();
    const next = uniqueEmail("contested");
    const token = await requestChange(user, next);
    vi.unstubAllEnvs();
    await createUser({ email: next });
    const res = await confirmToken(token);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe("invalid_token");
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("expires the link after 24 hours", async () => {
    const user = await createUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const token = await requestChange(user, uniqueEmail("slow"));
    vi.setSystemTime(start + 24 * HOUR + 1000);
    expect((await confirmToken(token)).data.code).toBe("invalid_token");
    expect((await call(me, "/api/auth/user", { cookie: user.cookie })).data.pendingEmail).toBeNull();
  });

  it("still needs the current password", async () => {
    const user = await createUser();
    mailOn();
    const res = await changeEmail(user, uniqueEmail("nope"), "wrong-password");
    expect(res.status).toBe(403);
    expect(await db.accountToken.count({ where: { userId: user.id, kind: "change_email" } })).toBe(0);
  });
});
