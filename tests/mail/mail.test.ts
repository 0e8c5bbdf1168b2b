import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { unseal } from "@/lib/core/seal";
import { db } from "@/lib/data/db";
import { queueAccountMail } from "@/lib/domain/mail/queue";
import { MAIL_BACKOFF_MS, MAIL_BATCH, sendDueMail } from "@/lib/domain/mail/sender";
import type { Locale } from "@/lib/core/i18n/locale";
import { uniqueEmail } from "@/tests/support/http";
import { linkIn, startSmtp, type TestSmtp } from "@/tests/support/smtp";

// Account mail end to end: queued (rendered and sealed) in the database, sent by sendDueMail to a real
// SMTP server, or written as .eml files without one. Times are the `now` sendDueMail is given.

let smtp: TestSmtp;
const LINK = "https://example.jp/reset-password?token=ckmail123.secret-part-AbCdEf_0123456789";

async function member(options: { locale?: Locale | null; discreet?: boolean } = {}) {
  const email = uniqueEmail("mail");
  const user = await db.user.create({
    data: { email, passwordHash: "unused", username: `mail_${Math.random().toString(36).slice(2, 12)}`, locale: options.locale ?? null },
  });
  if (options.discreet) await db.discreetSetting.create({ data: { userId: user.id, enabled: true } });
  return { id: user.id, email };
}

/** The one queued row (the suite clears the table before each test). */
async function onlyRow() {
  const rows = await db.outboundMail.findMany();
  expect(rows).toHaveLength(1);
  return rows[0];
}

const fromOf = (mail: ParsedMail) => mail.from?.value[0];

beforeAll(async () => {
  smtp = await startSmtp();
  vi.stubEnv("SMTP_URL", smtp.url);
  vi.stubEnv("MAIL_FROM", "no-reply@example.jp");
  vi.stubEnv("NIJI_PUBLIC_URL", "");
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp.stop();
});

beforeEach(async () => {
  await db.outboundMail.deleteMany();
  smtp.failNext(0);
});

describe("queued account mail", () => {
  it("arrives in English: Niji's name as sender and in the subject, a neutral first line, text and HTML with the link", async () => {
    const ren = await member({ locale: "en" });
    await queueAccountMail(ren.id, "password_reset", { values: { link: LINK } });
    expect(await sendDueMail()).toEqual({ sent: 1, retried: 0, dropped: 0 });
    const mail = await smtp.waitForMail(ren.email);
    expect(mail.subject).toBe("Niji: set a new password");
    expect(fromOf(mail)).toEqual({ name: "Niji", address: "no-reply@example.jp" });
    expect(mail.text!.split("\n")[0]).toBe("A new password was requested for your account.");
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.text).toContain("within 1 hour");
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain(">Choose a new password</a>");
    expect(mail.html).not.toMatch(/<img|src=|<script/i);
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(await db.outboundMail.count()).toBe(0);
  });

  it("arrives in Japanese for a member who chose it, and in Japanese when nobody chose a language", async () => {
    const aoi = await member({ locale: "ja" });
    const unset = await member({ locale: null });
    await queueAccountMail(aoi.id, "new_device", { values: { device: "Safari（iPhone）" } });
    await queueAccountMail(unset.id, "password_changed");
    expect(await sendDueMail()).toEqual({ sent: 2, retried: 0, dropped: 0 });
    const device = await smtp.waitForMail(aoi.email);
    expect(device.subject).toBe("Niji：新しい端末からのログイン");
    expect(device.text!.split("\n")[0]).toBe("新しい端末からアカウントにログインがありました。");
    expect(device.text).toContain("端末：Safari（iPhone）");
    expect(device.html).toContain('<html lang="ja">');
    const changed = await smtp.waitForMail(unset.email);
    expect(changed.subject).toBe("Niji：パスワードが変更されました");
  });

  it("takes the request's language when the member never chose one, and the member's choice over it", async () => {
    const unset = await member({ locale: null });
    const chose = await member({ locale: "ja" });
    await queueAccountMail(unset.id, "password_changed", { locale: "en" });
    await queueAccountMail(chose.id, "password_changed", { locale: "en" });
    await sendDueMail();
    expect((await smtp.waitForMail(unset.email)).subject).toBe("Niji: your password was changed");
    expect((await smtp.waitForMail(chose.email)).subject).toBe("Niji：パスワードが変更されました");
  });

  it("goes to the address given instead of the member's (a new address to confirm)", async () => {
    const ren = await member({ locale: "en" });
    const newAddress = uniqueEmail("new");
    await queueAccountMail(ren.id, "email_change_confirm", { to: newAddress, values: { link: LINK } });
    await sendDueMail();
    const mail = await smtp.waitForMail(newAddress);
    expect(mail.subject).toBe("Niji: confirm your new email address");
    expect(smtp.mails.some((m) => m.to && JSON.stringify(m.to).includes(ren.email))).toBe(false);
  });

  it.each(["en", "ja"] as const)("for a discreet member (%s): neutral sender and subject, and nothing in the message names Niji", async (locale) => {
    const quiet = await member({ locale, discreet: true });
    await queueAccountMail(quiet.id, "password_reset", { values: { link: LINK } });
    await sendDueMail();
    const mail = await smtp.waitForMail(quiet.email);
    const neutral = locale === "en" ? "Account notice" : "アカウントのお知らせ";
    expect(mail.subject).toBe(neutral);
    expect(fromOf(mail)).toEqual({ name: neutral, address: "no-reply@example.jp" });
    for (const part of [mail.subject, mail.text, mail.html, smtp.rawOf(mail), ...[...mail.headers.values()].map((v) => JSON.stringify(v))]) {
      expect(part).not.toMatch(/niji|虹|lgbt|queer|community|コミュニティ/i);
    }
    expect(mail.text).toContain(LINK);
  });

  it("confirms a sign-up address with the neutral sender and subject even with discreet mode off", async () => {
    const ren = await member({ locale: "en" });
    await queueAccountMail(ren.id, "confirm_email", { values: { link: LINK } });
    await sendDueMail();
    const mail = await smtp.waitForMail(ren.email);
    expect(mail.subject).toBe("Account notice");
    expect(fromOf(mail)?.name).toBe("Account notice");
    expect(`${mail.text}${mail.html}${smtp.rawOf(mail)}`).not.toMatch(/niji/i);
  });

  it("is stored sealed: the row holds the address, but no link, subject or text", async () => {
    const ren = await member({ locale: "en" });
    await queueAccountMail(ren.id, "password_reset", { values: { link: LINK } });
    const row = await onlyRow();
    expect(row.to).toBe(ren.email);
    expect(row.sealed).not.toContain("ckmail123");
    expect(row.sealed).not.toContain("secret-part");
    expect(row.sealed).not.toContain("password");
    const opened = JSON.parse(unseal("mail", row.sealed)!);
    expect(opened).toMatchObject({ subject: "Niji: set a new password", from: '"Niji" <no-reply@example.jp>' });
    expect(opened.text).toContain(LINK);
    expect(unseal("totp", row.sealed)).toBeNull();
  });

  it("queues inside the caller's transaction: rolled back, nothing is queued", async () => {
    const ren = await member({ locale: "en" });
    await expect(
      db.$transaction(async (tx) => {
        await queueAccountMail(ren.id, "password_changed", { client: tx });
        expect(await tx.outboundMail.count()).toBe(1);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.outboundMail.count()).toBe(0);
  });

  it("refuses a kind without the value it needs, or a relative link", async () => {
    const ren = await member();
    await expect(queueAccountMail(ren.id, "password_reset")).rejects.toThrow(/link/);
    await expect(queueAccountMail(ren.id, "password_reset", { values: { link: "/reset-password?token=x" } })).rejects.toThrow(/absolute/);
    await expect(queueAccountMail(ren.id, "new_device")).rejects.toThrow(/device/);
    expect(await db.outboundMail.count()).toBe(0);
  });

  it("queues nothing for an unknown member", async () => {
    await queueAccountMail("no-such-member", "password_changed");
    expect(await db.outboundMail.count()).toBe(0);
  });
});

describe("sending", () => {
  it("retries a refused mail with backoff, then sends it", async () => {
    const ren = await member({ locale: "en" });
    await queueAccountMail(ren.id, "password_changed");
    const start = (await onlyRow()).nextAttemptAt.getTime();
    smtp.failNext(MAIL_BACKOFF_MS.length + 1);
    let at = start;
    for (const [i, wait] of MAIL_BACKOFF_MS.entries()) {
      expect(await sendDueMail(new Date(at))).toEqual({ sent: 0, retried: 1, dropped: 0 });
      const row = await onlyRow();
      expect(row.attempts).toBe(i + 1);
      expect(row.nextAttemptAt.getTime()).toBe(at + wait);
      expect(row.lastError).toMatch(/451|try again/i);
      // not due a moment before the backoff ends
      expect(await sendDueMail(new Date(at + wait - 1_000))).toEqual({ sent: 0, retried: 0, dropped: 0 });
      at += wait;
    }
    // the backoff stays at its last step (1 h)
    expect(await sendDueMail(new Date(at))).toEqual({ sent: 0, retried: 1, dropped: 0 });
    expect((await onlyRow()).nextAttemptAt.getTime()).toBe(at + MAIL_BACKOFF_MS.at(-1)!);
    at += MAIL_BACKOFF_MS.at(-1)!;
    expect(await sendDueMail(new Date(at))).toEqual({ sent: 1, retried: 0, dropped: 0 });
    expect((await smtp.waitForMail(ren.email)).subject).toBe("Niji: your password was changed");
    expect(await db.outboundMail.count()).toBe(0);
  });

  it("drops a mail still failing 24 hours after it was queued", async () => {
    const ren = await member({ locale: "en" });
    await queueAccountMail(ren.id, "password_changed");
    const row = await onlyRow();
    const created = row.createdAt.getTime();
    smtp.failNext(2, 550);
    // a failure within the 24 hours is retried
    expect(await sendDueMail(new Date(created + 23 * 3600_000))).toEqual({ sent: 0, retried: 1, dropped: 0 });
    // the first failure past them drops it
    expect(await sendDueMail(new Date(created + 24 * 3600_000 + 60_000))).toEqual({ sent: 0, retried: 0, dropped: 1 });
    expect(await db.outboundMail.count()).toBe(0);
    expect(smtp.mails.filter((mail) => JSON.stringify(mail.to).includes(ren.email))).toEqual([]);
  });

  it("drops a mail sealed under another AUTH_SECRET", async () => {
    const ren = await member();
    await db.outboundMail.create({ data: { to: ren.email, sealed: "bm90LWEtc2VhbGVkLXZhbHVlLWF0LWFsbC1ub3QtYXQtYWxs" } });
    expect(await sendDueMail()).toEqual({ sent: 0, retried: 0, dropped: 1 });
    expect(await db.outboundMail.count()).toBe(0);
  });

  it("sends each mail once when two rounds run at the same time", async () => {
    const members = await Promise.all(Array.from({ length: MAIL_BATCH * 2 + 5 }, () => member({ locale: "en" })));
    for (const m of members) await queueAccountMail(m.id, "password_changed");
    const rounds = await Promise.all([sendDueMail(), sendDueMail()]);
    expect(rounds[0].sent + rounds[1].sent).toBe(members.length);
    expect(rounds.every((r) => r.retried === 0 && r.dropped === 0)).toBe(true);
    await Promise.all(members.map((m) => smtp.waitForMail(m.email)));
    const addresses = new Set(members.map((m) => m.email));
    const received = smtp.mails.flatMap((mail) => (mail.to ? [mail.to].flat() : [])).flatMap((to) => to.value.map((v) => v.address!)).filter((a) => addresses.has(a));
    expect(received.sort()).toEqual([...addresses].sort());
    expect(await db.outboundMail.count()).toBe(0);
  });

  describe("without SMTP_URL", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "niji-mail-"));
      vi.stubEnv("SMTP_URL", "");
      vi.stubEnv("MAIL_DIR", path.join(dir, "mail"));
    });
    afterAll(async () => {
      vi.stubEnv("SMTP_URL", smtp.url);
      await rm(dir, { recursive: true, force: true });
    });

    it("writes each mail as an .eml file into MAIL_DIR, readable by the server's user only", async () => {
      const aoi = await member({ locale: "ja" });
      await queueAccountMail(aoi.id, "password_reset", { values: { link: LINK } });
      expect(await sendDueMail()).toEqual({ sent: 1, retried: 0, dropped: 0 });
      const files = await readdir(path.join(dir, "mail"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[\dT-]+Z-[0-9a-f]{8}\.eml$/);
      const file = path.join(dir, "mail", files[0]);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const mail = await simpleParser(await readFile(file));
      expect(mail.subject).toBe("Niji：パスワードの再設定");
      expect(mail.to && [mail.to].flat()[0].value[0].address).toBe(aoi.email);
      expect(linkIn(mail)).toBe(LINK);
      expect(await db.outboundMail.count()).toBe(0);
    });
  });
});
