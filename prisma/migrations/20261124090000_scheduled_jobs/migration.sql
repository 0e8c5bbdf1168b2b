-- Scheduled purges (issue #18): one row per job. An instance runs a job only after claiming its row
-- with a conditional upsert (lastStartedAt older than the interval), so across every instance a job
-- runs at most once per interval.
CREATE TABLE "ScheduledJob" (
    "name" TEXT NOT NULL,
    "lastStartedAt" TIMESTAMP(3) NOT NULL,
    "lastFinishedAt" TIMESTAMP(3),
    "lastResult" JSONB,

    CONSTRAINT "ScheduledJob_pkey" PRIMARY KEY ("name")
);

-- The purges' scans: old notifications by age, expired mutes by end.
CREATE INDEX "Notification_createdAt_idx" ON "Notification"("createdAt");
CREATE INDEX "Mute_until_idx" ON "Mute"("until");
