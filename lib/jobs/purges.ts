// No "server-only" marker: scripts run these too.
import { db } from "@/lib/db";
import { purgeExpiredStories } from "@/lib/services/stories/purge-expired-stories";
import { cleanupUnregisteredUploads } from "@/lib/services/uploads/cleanup-uploads";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Read notifications leave after 90 days, unread ones after 180 (see docs/decisions/operations.md). */
export const READ_NOTIFICATION_TTL_MS = 90 * DAY_MS;
export const ANY_NOTIFICATION_TTL_MS = 180 * DAY_MS;

export type JobResult = Record<string, number>;
export type Job = { name: string; run: (now: Date) => Promise<JobResult> };

/** Mutes whose end has passed already let the member's posts through; their rows go. */
export async function purgeExpiredMutes(now = new Date()): Promise<JobResult> {
  const { count } = await db.mute.deleteMany({ where: { until: { lte: now } } });
  return { mutes: count };
}

export async function purgeOldNotifications(now = new Date()): Promise<JobResult> {
  const { count } = await db.notification.deleteMany({
    where: {
      OR: [
        { createdAt: { lt: new Date(now.getTime() - ANY_NOTIFICATION_TTL_MS) } },
        { createdAt: { lt: new Date(now.getTime() - READ_NOTIFICATION_TTL_MS) }, readAt: { not: null } },
      ],
    },
  });
  return { notifications: count };
}

/** Every scheduled purge, in the order a tick runs them. */
export const PURGES: Job[] = [
  { name: "stories.expired", run: (now) => purgeExpiredStories(now) },
  { name: "uploads.abandoned", run: async (now) => ({ uploads: await cleanupUnregisteredUploads(now) }) },
  { name: "mutes.expired", run: purgeExpiredMutes },
  { name: "notifications.old", run: purgeOldNotifications },
];
