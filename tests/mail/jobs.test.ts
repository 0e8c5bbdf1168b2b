import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/data/db";
import { queueAccountMail } from "@/lib/domain/mail/queue";
import { sendDueMail } from "@/lib/domain/mail/sender";
import { startMailSender, stopMailSender } from "@/lib/server/jobs/mail-sender";
import { PURGES, purgeExpiredAccountTokens } from "@/lib/server/jobs/purges";
import { startJobs, stopJobs } from "@/lib/server/jobs/scheduler";
import { uniqueEmail } from "@/tests/support/http";
import { startSmtp, type TestSmtp } from "@/tests/support/smtp";

// The job runner's side of account mail and tokens: the running app sends a queued mail on its own
// (the nudge, no test calling sendDueMail), and the purges remove expired account links and pending
// two-factor sign-ins. On PGlite too (vitest.config.ts, PGLITE_SUITES): the claim and the purges are
// hand-written SQL.

let smtp: TestSmtp;

async function member() {
  const email = uniqueEmail("jobs");
  const user = await db.user.create({ data: { email, passwordHash: "unused", username: `jobs_${Math.random().toString(36).slice(2, 12)}`, locale: "en" } });
  return { id: user.id, email };
}

beforeAll(async () => {
  smtp = await startSmtp();
  vi.stubEnv("SMTP_URL", smtp.url);
  vi.stubEnv("MAIL_FROM", "no-reply@example.jp");
  await db.outboundMail.deleteMany();
});

afterEach(async () => {
  await stopJobs();
  await stopMailSender();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

describe("the running app's mail sender", () => {
  it("sends a queued mail on its own: queueing nudges it, the request never waits for SMTP", async () => {
    // rounds every minute: only the nudge can deliver within the wait
    startMailSender(60_000);
    const ren = await member();
    await queueAccountMail(ren.id, "password_changed");
    const mail = await smtp.waitForMail(ren.email);
    expect(mail.subject).toBe("Niji: your password was changed");
    await stopMailSender();
    expect(await db.outboundMail.count()).toBe(0);
  });

  it("a mail queued inside a transaction leaves once the transaction committed", async () => {
    startMailSender(60_000);
    const ren = await member();
    await db.$transaction(async (tx) => queueAccountMail(ren.id, "email_change_notice", { client: tx }));
    expect((await smtp.waitForMail(ren.email)).subject).toBe("Niji: your email address is being changed");
  });

  it("starts with the scheduled jobs (its own round, not the purges' interval) and stops with them", async () => {
    startJobs(60_000);
    const ren = await member();
    await queueAccountMail(ren.id, "password_changed");
    await smtp.waitForMail(ren.email);
    await stopJobs();
    // stopped: a queued mail waits for the next sender
    const later = await member();
    await queueAccountMail(later.id, "password_changed");
    expect(await db.outboundMail.count()).toBe(1);
    expect(await sendDueMail()).toEqual({ sent: 1, retried: 0, dropped: 0 });
    await smtp.waitForMail(later.email);
  });

  it("without a running sender, queueing only stores the mail (tests and scripts send with sendDueMail)", async () => {
    const ren = await member();
    await queueAccountMail(ren.id, "password_changed");
    expect(await db.outboundMail.count()).toBe(1);
    expect(await sendDueMail()).toEqual({ sent: 1, retried: 0, dropped: 0 });
  });
});

describe("account purges", () => {
  it("delete expired account links and pending two-factor sign-ins, and keep live ones", async () => {
    const ren = await member();
    const now = new Date("2030-01-01T12:00:00Z");
    const before = new Date(now.getTime() - 1_000);
    const after = new Date(now.getTime() + 60_000);
    await db.accountToken.createMany({
      data: [
        { userId: ren.id, kind: "reset_password", secretHash: "a", expiresAt: before },
        { userId: ren.id, kind: "confirm_email", secretHash: "b", expiresAt: now },
        { userId: ren.id, kind: "change_email", secretHash: "c", expiresAt: after, newEmail: "new@example.jp" },
      ],
    });
    await db.loginChallenge.createMany({
      data: [
        { userId: ren.id, secretHash: "d", expiresAt: before },
        { userId: ren.id, secretHash: "e", expiresAt: after },
      ],
    });
    const result = await purgeExpiredAccountTokens(now, 1);
    expect(result.accountTokens).toBeGreaterThanOrEqual(2);
    expect(result.loginChallenges).toBeGreaterThanOrEqual(1);
    expect((await db.accountToken.findMany({ where: { userId: ren.id } })).map((t) => t.secretHash)).toEqual(["c"]);
    expect((await db.loginChallenge.findMany({ where: { userId: ren.id } })).map((c) => c.secretHash)).toEqual(["e"]);
  });

  it("run with the scheduled purges", () => {
    expect(PURGES.map((job) => job.name)).toContain("accounts.expired-tokens");
  });
});
