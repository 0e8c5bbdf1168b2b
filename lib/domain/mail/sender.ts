// server-only, loaded outside Next too
import { log } from "@/lib/core/log";
import { unseal } from "@/lib/core/seal";
import { db } from "@/lib/data/db";
import { deliverMail } from "@/lib/data/mail/transport";
import { MAIL_SEAL, type SealedMail } from "@/lib/domain/mail/queue";

// Sends the queued mails (OutboundMail). A round claims a few due rows at a time in one statement:
// it locks them with FOR UPDATE SKIP LOCKED (another instance's round skips them rather than waits)
// and moves their next attempt a lease ahead (a round that starts after the claim no longer sees
// them as due). Sending happens outside any transaction, so no connection is held while an SMTP
// server answers (the embedded database has one). A sent mail's row is deleted; a failure counts an
// attempt and backs off; a mail still failing 24 h after it was queued is dropped and logged. A
// process that dies mid-send leaves its claimed rows to be sent again when the lease ends.

export const MAIL_BATCH = 10;
/** How long a claimed mail belongs to the round that claimed it. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** A mail still failing this long after it was queued is dropped. */
export const MAIL_GIVE_UP_MS = 24 * 60 * 60_000;
/** The wait after the 1st, 2nd, … failure; the last one repeats. */
export const MAIL_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000];

export type SendResult = { sent: number; retried: number; dropped: number };
type Claimed = { id: string; to: string; sealed: string; attempts: number; expired: boolean };

// our timestamp columns hold UTC without a zone: an ISO string cast to `timestamp` drops its "Z"
const utc = (date: Date) => date.toISOString();

export function backoffMs(attempts: number): number {
  return MAIL_BACKOFF_MS[Math.min(Math.max(attempts, 1), MAIL_BACKOFF_MS.length) - 1];
}

/** Only the domain of an address reaches a log line, with the row's id. */
function recipientForLog(to: string) {
  return `…@${to.split("@").pop() ?? ""}`;
}

async function claim(now: Date, limit: number): Promise<Claimed[]> {
  const lease = utc(new Date(now.getTime() + MAIL_LEASE_MS));
  const giveUp = utc(new Date(now.getTime() - MAIL_GIVE_UP_MS));
  return db.$queryRaw<Claimed[]>`
    UPDATE "OutboundMail" SET "nextAttemptAt" = ${lease}::timestamp
    WHERE "id" IN (
      SELECT "id" FROM "OutboundMail" WHERE "nextAttemptAt" <= ${utc(now)}::timestamp
      ORDER BY "nextAttemptAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "to", "sealed", "attempts", ("createdAt" <= ${giveUp}::timestamp) AS "expired"`;
}

async function failed(mail: Claimed, now: Date, error: unknown): Promise<"retried" | "dropped"> {
  const attempts = mail.attempts + 1;
  const reason = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: number; code?: string }).responseCode ?? (error as { code?: string }).code;
  if (mail.expired) {
    await db.outboundMail.deleteMany({ where: { id: mail.id } });
    log().error({ mailId: mail.id, to: recipientForLog(mail.to), attempts, code }, "mail dropped: still failing 24 hours after it was queued");
    return "dropped";
  }
  const nextAttemptAt = new Date(now.getTime() + backoffMs(attempts));
  await db.outboundMail.updateMany({ where: { id: mail.id }, data: { attempts, nextAttemptAt, lastError: reason.slice(0, 500) } });
  log().warn({ mailId: mail.id, to: recipientForLog(mail.to), attempts, code, nextAttemptAt }, "mail not sent; will try again");
  return "retried";
}

/** Sends every mail due at `now`, a batch at a time; how many were sent, put back for a retry, dropped. */
export async function sendDueMail(now = new Date()): Promise<SendResult> {
  const result: SendResult = { sent: 0, retried: 0, dropped: 0 };
  for (;;) {
    const batch = await claim(now, MAIL_BATCH);
    for (const mail of batch) {
      const opened = unseal(MAIL_SEAL, mail.sealed);
      if (opened === null) {
        // sealed under another AUTH_SECRET: it can never be read again
        await db.outboundMail.deleteMany({ where: { id: mail.id } });
        log().error({ mailId: mail.id, to: recipientForLog(mail.to) }, "mail dropped: its sealed content does not open with this AUTH_SECRET");
        result.dropped++;
        continue;
      }
      try {
        await deliverMail({ to: mail.to, ...(JSON.parse(opened) as SealedMail) });
      } catch (error) {
        result[await failed(mail, now, error)]++;
        continue;
      }
      await db.outboundMail.deleteMany({ where: { id: mail.id } });
      result.sent++;
    }
    if (batch.length < MAIL_BATCH) return result;
  }
}
