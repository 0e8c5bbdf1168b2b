// server-only, loaded outside Next too
// No "server-only" marker: scripts run these too.
import { db } from "@/lib/data/db";
import { purgeExpiredStories } from "@/lib/domain/stories/purge-expired-stories";
import { cleanupUnregisteredUploads, sweepStaleUploadObjects } from "@/lib/domain/uploads/cleanup-uploads";
import { liftBigAuthors } from "@/lib/domain/timeline/lift-big-authors";
import { purgeMutedEntries } from "@/lib/domain/timeline/purge-muted-entries";
import { trimTimelines } from "@/lib/domain/timeline/trim-timelines";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Read notifications leave after 90 days, unread ones after 180 (see docs/decisions/operations.md). */
export const READ_NOTIFICATION_TTL_MS = 90 * DAY_MS;
export const ANY_NOTIFICATION_TTL_MS = 180 * DAY_MS;

export type JobResult = Record<string, number>;
export type Job = { name: string; run: (now: Date) => Promise<JobResult> };

/**
 * Rows per DELETE of the mute and notification purges. Each batch is its own statement (and its own
 * transaction), well inside a request's 3 s statement limit, so a backlog of any size shrinks run by
 * run instead of one statement over it being cancelled and rolled back on every run
 * (docs/decisions/operations.md, "Long work"). Stories batch the same way (purge-expired-stories.ts).
 */
export const PURGE_BATCH = 1_000;

// our timestamp columns hold UTC without a zone: an ISO string cast to `timestamp` drops its "Z"
const utc = (date: Date) => date.toISOString();

/** Runs `deleteBatch` (one DELETE of at most `batch` rows) until a batch deletes fewer; the total. */
async function inBatches(batch: number, deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await deleteBatch(batch);
    total += count;
    if (count < batch) return total;
  }
}

/** Mutes whose end has passed already let the member's posts through; their rows go. */
export async function purgeExpiredMutes(now = new Date(), batch = PURGE_BATCH): Promise<JobResult> {
  const mutes = await inBatches(
    batch,
    (limit) => db.$executeRaw`DELETE FROM "Mute" WHERE ("muterId", "mutedId") IN (
      SELECT "muterId", "mutedId" FROM "Mute" WHERE "until" <= ${utc(now)}::timestamp LIMIT ${limit})`,
  );
  return { mutes };
}

export async function purgeOldNotifications(now = new Date(), batch = PURGE_BATCH): Promise<JobResult> {
  const any = utc(new Date(now.getTime() - ANY_NOTIFICATION_TTL_MS));
  const read = utc(new Date(now.getTime() - READ_NOTIFICATION_TTL_MS));
  const notifications = await inBatches(
    batch,
    (limit) => db.$executeRaw`DELETE FROM "Notification" WHERE "id" IN (
      SELECT "id" FROM "Notification"
      WHERE "createdAt" < ${any}::timestamp OR ("createdAt" < ${read}::timestamp AND "readAt" IS NOT NULL)
      LIMIT ${limit})`,
  );
  return { notifications };
}

/** Account links (confirm, reset, change of address) and pending two-factor sign-ins past their end: no use left. */
export async function purgeExpiredAccountTokens(now = new Date(), batch = PURGE_BATCH): Promise<JobResult> {
  const accountTokens = await inBatches(
    batch,
    (limit) => db.$executeRaw`DELETE FROM "AccountToken" WHERE "id" IN (
      SELECT "id" FROM "AccountToken" WHERE "expiresAt" <= ${utc(now)}::timestamp LIMIT ${limit})`,
  );
  const loginChallenges = await inBatches(
    batch,
    (limit) => db.$executeRaw`DELETE FROM "LoginChallenge" WHERE "id" IN (
      SELECT "id" FROM "LoginChallenge" WHERE "expiresAt" <= ${utc(now)}::timestamp LIMIT ${limit})`,
  );
  return { accountTokens, loginChallenges };
}

/** Pushes sent (or dropped) more than a day ago: the queue keeps only what may still fold or space a group. */
export async function purgeSentPushes(now = new Date(), batch = PURGE_BATCH): Promise<JobResult> {
  const dayAgo = utc(new Date(now.getTime() - 24 * 60 * 60_000));
  const pushes = await inBatches(
    batch,
    (limit) => db.$executeRaw`DELETE FROM "PushDelivery" WHERE "id" IN (
      SELECT "id" FROM "PushDelivery" WHERE "sentAt" < ${dayAgo}::timestamp LIMIT ${limit})`,
  );
  return { pushes };
}

const TIMELINE_TRIM = "timeline.trim";

/** A slice of members' timelines trimmed to their newest entries; the next run goes on where this one stopped (ScheduledJob.cursor). */
export async function trimTimelinesSlice(): Promise<JobResult> {
  const row = await db.scheduledJob.findUnique({ where: { name: TIMELINE_TRIM }, select: { cursor: true } });
  const { next, ...result } = await trimTimelines({ after: row?.cursor ?? null });
  await db.scheduledJob.updateMany({ where: { name: TIMELINE_TRIM }, data: { cursor: next } });
  return result;
}

/** Every scheduled purge, in the order a tick runs them. */
export const PURGES: Job[] = [
  { name: "stories.expired", run: (now) => purgeExpiredStories(now) },
  { name: "uploads.abandoned", run: async (now) => ({ uploads: await cleanupUnregisteredUploads(now), staleObjects: await sweepStaleUploadObjects(now) }) },
  { name: "mutes.expired", run: purgeExpiredMutes },
  { name: "notifications.old", run: purgeOldNotifications },
  { name: "accounts.expired-tokens", run: purgeExpiredAccountTokens },
  { name: "push.sent", run: purgeSentPushes },
  // the home timeline's upkeep (docs/decisions/performance.md, "Home timeline")
  { name: TIMELINE_TRIM, run: trimTimelinesSlice },
  { name: "timeline.big-authors", run: () => liftBigAuthors() },
  { name: "timeline.muted", run: () => purgeMutedEntries() },
];
