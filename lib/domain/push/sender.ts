// server-only, loaded outside Next too
import webPush from "web-push";
import { Prisma } from "@/lib/generated/prisma/client";
import { fullName } from "@/lib/contract/users/display-name";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/core/i18n/locale";
import { log } from "@/lib/core/log";
import { db } from "@/lib/data/db";
import { isUniqueViolation } from "@/lib/data/db/prisma-error";
import { pushEndpointAllowed } from "@/lib/domain/push/endpoint-hosts";
import { GROUPED_NOTICE_TYPES } from "@/lib/domain/push/kinds";
import { quietUntil } from "@/lib/domain/push/quiet-hours";
import { vapidDetails, type VapidDetails } from "@/lib/domain/push/vapid";
import { pushPayload, pushTag } from "@/lib/domain/push/wording";
import { notMutedSql, visibleUserSql } from "@/lib/domain/safety/visibility";

// Sends the queued pushes (PushDelivery). A round claims due rows in one statement with FOR UPDATE
// SKIP LOCKED and marks them sent at once, so each push leaves at most once across instances (and a
// new event of the group starts a new pending row instead of folding into one in flight). Each
// push is re-checked before it leaves: the member is not suspended and still wants the kind, the
// actor is still visible to them (no block, mute or suspension since), the notice still exists (an
// unlike takes back a pending like). Quiet hours hold a push until they end. Per subscription: the
// endpoint's host is checked against the allow-list again, the request is built by web-push
// (VAPID, aes128gcm) and sent with fetch (no redirects, 10 s timeout); 404/410 deletes the
// subscription, 429/5xx retries later (Retry-After honoured, 5 attempts), other answers are logged.

export const PUSH_BATCH = 20;
export const PUSH_MAX_ATTEMPTS = 5;
export const PUSH_TIMEOUT_MS = 10_000;
/** The wait after the 1st, 2nd, … failure; the last one repeats. */
export const PUSH_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000];
const HOUR = 3600;
/** How long a push service keeps an undelivered push (seconds). */
const TTL: Record<string, number> = { messages: 24 * HOUR, messageRequests: 24 * HOUR, likes: 4 * HOUR, test: HOUR };
const DEFAULT_TTL = 24 * HOUR;

export type PushRoundResult = { sent: number; held: number; retried: number; skipped: number };
type Claimed = {
  id: string;
  userId: string;
  kind: string;
  groupKey: string;
  count: number;
  notificationId: string | null;
  data: { type: string; actorId?: string; postId?: string; eventId?: string; conversationId?: string; messageId?: string; sentTo?: string[] };
  attempts: number;
  createdAt: Date;
};
type Subscription = { id: string; endpoint: string; p256dh: string; auth: string };
type Outcome = { status: "ok" | "gone" | "dropped" } | { status: "retry"; afterMs: number; reason: string };

const utc = (date: Date) => date.toISOString();

async function claim(now: Date): Promise<Claimed[]> {
  return db.$queryRaw<Claimed[]>`
    UPDATE "PushDelivery" SET "sentAt" = ${utc(now)}::timestamp, "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "PushDelivery"
      WHERE "sentAt" IS NULL AND "nextAttemptAt" <= ${utc(now)}::timestamp AND "sendAfter" <= ${utc(now)}::timestamp
      ORDER BY "nextAttemptAt" LIMIT ${PUSH_BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "userId", "kind", "groupKey", "count", "notificationId", "data", "attempts", "createdAt"`;
}

/** Puts a claimed row back in the queue (held or retried); folds it into a newer pending row of its group if one appeared. */
async function putBack(row: Claimed, change: { at: Date; attempts: number; held?: boolean; lastError?: string; data?: Claimed["data"] }) {
  try {
    await db.pushDelivery.updateMany({
      where: { id: row.id },
      data: {
        sentAt: null,
        nextAttemptAt: change.at,
        ...(change.held ? { sendAfter: change.at } : {}),
        attempts: change.attempts,
        lastError: change.lastError,
        ...(change.data ? { data: change.data } : {}),
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.pushDelivery.updateMany({ where: { userId: row.userId, groupKey: row.groupKey, sentAt: null }, data: { count: { increment: row.count } } });
  }
}

function retryAfterMs(header: string | null, now: Date): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(seconds, 0) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? 0 : Math.max(date - now.getTime(), 0);
}

async function sendOne(sub: Subscription, body: string, options: { vapid: VapidDetails; ttl: number; urgency: "high" | "normal"; topic: string }, now: Date): Promise<Outcome> {
  const host = URL.canParse(sub.endpoint) ? new URL(sub.endpoint).host : "?";
  if (!pushEndpointAllowed(sub.endpoint)) {
    log().warn({ job: "push.send", subscriptionId: sub.id, host }, "push not sent: the endpoint's host is not an allowed push service");
    return { status: "dropped" };
  }
  const request = webPush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
    vapidDetails: options.vapid,
    TTL: options.ttl,
    contentEncoding: "aes128gcm",
    urgency: options.urgency,
    topic: options.topic,
  });
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body as Buffer<ArrayBuffer>,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch (error) {
    return { status: "retry", afterMs: 0, reason: error instanceof Error ? error.message : String(error) };
  }
  if (response.status >= 200 && response.status < 300) return { status: "ok" };
  if (response.status === 404 || response.status === 410) return { status: "gone" };
  if (response.status === 429 || response.status >= 500) {
    return { status: "retry", afterMs: retryAfterMs(response.headers.get("retry-after"), now), reason: `http_${response.status}` };
  }
  log().warn({ job: "push.send", subscriptionId: sub.id, host, status: response.status }, "push refused by the push service");
  return { status: "dropped" };
}

type Wording = { type: string; count: number; actorName?: string; text?: string | null; url: string } | null;

/** The visible actor's name and username, or null when the member may no longer hear of them. */
async function visibleActor(memberId: string, actorId: string) {
  const member = { id: Prisma.sql`${memberId}::text` };
  const [actor] = await db.$queryRaw<{ name: string | null; username: string; firstName: string | null; lastName: string | null }[]>`
    SELECT u."name", u."username", u."firstName", u."lastName" FROM "User" u
    WHERE u."id" = ${actorId} AND ${visibleUserSql(member, Prisma.sql`u."id"`)} AND ${notMutedSql(member, Prisma.sql`u."id"`)}`;
  return actor ?? null;
}

/** What the push says and opens, re-checked against what the centre or inbox shows now; null: nothing to send. */
async function wordingOf(row: Claimed, locale: Locale): Promise<Wording> {
  const { data } = row;
  if (row.kind === "test") return { type: "test", count: 1, url: "/notifications" };
  const actor = data.actorId ? await visibleActor(row.userId, data.actorId) : null;
  if (data.actorId && !actor) return null;
  const actorName = actor ? fullName(actor, locale) : undefined;
  if (data.type === "message") {
    const message = await db.message.findUnique({ where: { id: data.messageId }, select: { content: true } });
    if (!message) return null;
    const type = row.kind === "messageRequests" ? "messageRequest" : "message";
    return { type, count: row.count, actorName, text: message.content, url: `/messages/${data.conversationId}` };
  }
  let count = 1;
  if (GROUPED_NOTICE_TYPES.includes(data.type as never)) {
    // the group's notices since this push was queued, from members still visible (an unlike or a block since drops one)
    const member = { id: Prisma.sql`${row.userId}::text` };
    const [group] = await db.$queryRaw<{ count: number; actorId: string | null }[]>`
      SELECT count(*)::int AS "count", (array_agg(n."actorId" ORDER BY n."createdAt" DESC))[1] AS "actorId"
      FROM "Notification" n
      WHERE n."userId" = ${row.userId} AND n."groupKey" = ${row.groupKey} AND n."createdAt" >= ${utc(row.createdAt)}::timestamp
        AND ${visibleUserSql(member, Prisma.sql`n."actorId"`)} AND ${notMutedSql(member, Prisma.sql`n."actorId"`)}`;
    if (!group || group.count === 0) return null;
    count = group.count;
    if (group.actorId && group.actorId !== data.actorId) {
      const newest = await visibleActor(row.userId, group.actorId);
      if (newest) return wordingWithUrl(data, { type: data.type, count, actorName: fullName(newest, locale) }, newest.username);
    }
  } else if (row.notificationId && (await db.notification.count({ where: { id: row.notificationId } })) === 0) {
    return null;
  }
  return wordingWithUrl(data, { type: data.type, count, actorName }, actor?.username);
}

function wordingWithUrl(data: Claimed["data"], wording: { type: string; count: number; actorName?: string }, username: string | undefined): Wording {
  const url =
    data.postId && ["like", "comment", "post_mention", "comment_mention"].includes(data.type)
      ? `/post/${data.postId}`
      : data.type === "follow_request"
        ? "/follow-requests"
        : username && (data.type === "follow" || data.type === "follow_accepted")
          ? `/u/${encodeURIComponent(username)}`
          : data.eventId
            ? `/events/${data.eventId}`
            : "/notifications";
  return { ...wording, url };
}

async function deliver(row: Claimed, vapid: VapidDetails, now: Date): Promise<keyof PushRoundResult> {
  const member = await db.user.findUnique({
    where: { id: row.userId },
    select: {
      suspendedAt: true,
      locale: true,
      discreetSetting: { select: { enabled: true } },
      pushSetting: true,
      pushSubscriptions: { select: { id: true, endpoint: true, p256dh: true, auth: true } },
    },
  });
  if (!member || member.suspendedAt || member.pushSubscriptions.length === 0) return "skipped";
  const setting = member.pushSetting;
  if (setting && row.kind !== "test" && setting[row.kind as keyof typeof setting] === false) return "skipped";
  if (row.kind !== "test") {
    const until = quietUntil(now, setting?.quietStart ?? null, setting?.quietEnd ?? null);
    if (until) {
      await putBack(row, { at: until, attempts: row.attempts - 1, held: true });
      return "held";
    }
  }
  const locale: Locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
  const wording = await wordingOf(row, locale);
  if (!wording) return "skipped";
  const neutral = Boolean(member.discreetSetting?.enabled || setting?.hidePreviews);
  const payload = JSON.stringify(pushPayload({ ...wording, groupKey: row.groupKey, locale, neutral }));
  const options = { vapid, ttl: TTL[row.kind] ?? DEFAULT_TTL, urgency: row.kind === "messages" ? ("high" as const) : ("normal" as const), topic: pushTag(row.groupKey) };

  const sentTo = new Set(row.data.sentTo ?? []);
  let retryMs = -1;
  let reason = "";
  for (const sub of member.pushSubscriptions) {
    if (sentTo.has(sub.id)) continue;
    const outcome = await sendOne(sub, payload, options, now);
    if (outcome.status === "ok") {
      sentTo.add(sub.id);
      await db.pushSubscription.updateMany({ where: { id: sub.id }, data: { lastSuccessAt: now, failures: 0 } });
    } else if (outcome.status === "gone") {
      await db.pushSubscription.deleteMany({ where: { id: sub.id } });
    } else if (outcome.status === "retry") {
      retryMs = Math.max(retryMs, outcome.afterMs);
      reason = outcome.reason;
      await db.pushSubscription.updateMany({ where: { id: sub.id }, data: { failures: { increment: 1 } } });
    }
  }
  if (retryMs < 0) return "sent";
  if (row.attempts >= PUSH_MAX_ATTEMPTS) {
    log().error({ job: "push.send", pushId: row.id, attempts: row.attempts, reason }, "push dropped: the push service kept failing");
    await db.pushDelivery.updateMany({ where: { id: row.id }, data: { lastError: reason.slice(0, 500) } });
    return "skipped";
  }
  const backoff = PUSH_BACKOFF_MS[Math.min(row.attempts, PUSH_BACKOFF_MS.length) - 1];
  const at = new Date(now.getTime() + Math.max(backoff, retryMs));
  await putBack(row, { at, attempts: row.attempts, lastError: reason.slice(0, 500), data: { ...row.data, sentTo: [...sentTo] } });
  return "retried";
}

/** One round: sends every push due at `now`, a batch at a time. */
export async function sendDuePushes(now = new Date()): Promise<PushRoundResult> {
  const result: PushRoundResult = { sent: 0, held: 0, retried: 0, skipped: 0 };
  const vapid = vapidDetails();
  if (!vapid) return result;
  for (;;) {
    const batch = await claim(now);
    const outcomes = await Promise.all(
      batch.map((row) =>
        deliver(row, vapid, now).catch((error: unknown) => {
          log().error({ job: "push.send", pushId: row.id, err: error }, "push failed");
          return "skipped" as const;
        }),
      ),
    );
    for (const outcome of outcomes) result[outcome]++;
    if (batch.length < PUSH_BATCH) return result;
  }
}
