// server-only, loaded outside Next too
// No "server-only" marker: tests and scripts drive the scheduler directly.
import { db } from "@/lib/data/db";
import { getSettings } from "@/lib/core/env";
import { PURGES, type Job, type JobResult } from "@/lib/server/jobs/purges";
import { startMailSender, stopMailSender } from "@/lib/server/jobs/mail-sender";
import { startPushSender, stopPushSender } from "@/lib/server/jobs/push-sender";
import { startTimelineFanout, stopTimelineFanout } from "@/lib/server/jobs/timeline-fanout";
import { log } from "@/lib/core/log";

// The app purges on a schedule by itself. Every instance ticks; a job runs only on the instance that
// claims its ScheduledJob row, and a claim succeeds only when the last start is older than the
// interval. The claim is one conditional upsert, atomic in PostgreSQL: when two instances claim at
// once, the second waits for the first's row lock, sees the fresh start and gets no row back.

/** Claims `name` for a run when it last started more than `intervalMs` ago (or never). */
export async function claimJob(name: string, intervalMs: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    INSERT INTO "ScheduledJob" ("name", "lastStartedAt") VALUES (${name}, clock_timestamp())
    ON CONFLICT ("name") DO UPDATE SET "lastStartedAt" = clock_timestamp()
      WHERE "ScheduledJob"."lastStartedAt" <= clock_timestamp() - make_interval(secs => ${intervalMs / 1000}::double precision)
    RETURNING "name"`;
  return rows.length === 1;
}

export type JobRun = { job: string; result?: JobResult; error?: string; ms: number };

/** One tick: runs every job this instance could claim; a failing job is logged and the others go on. */
export async function runDueJobs(options: { jobs?: Job[]; intervalMs?: number; now?: () => Date } = {}): Promise<JobRun[]> {
  const jobs = options.jobs ?? PURGES;
  const intervalMs = options.intervalMs ?? getSettings().NIJI_JOBS_INTERVAL_SECONDS * 1000;
  const runs: JobRun[] = [];
  for (const job of jobs) {
    const started = performance.now();
    try {
      if (!(await claimJob(job.name, intervalMs))) {
        log().debug({ job: job.name }, "scheduled job not due (ran within the interval, here or on another instance)");
        continue;
      }
      const result = await job.run(options.now?.() ?? new Date());
      const ms = Math.round(performance.now() - started);
      await db.scheduledJob.update({ where: { name: job.name }, data: { lastFinishedAt: new Date(), lastResult: result } });
      log().info({ job: job.name, ...result, ms }, "scheduled job finished");
      runs.push({ job: job.name, result, ms });
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      log().error({ job: job.name, err: error, ms }, "scheduled job failed");
      runs.push({ job: job.name, error: error instanceof Error ? error.message : String(error), ms });
    }
  }
  return runs;
}

type Scheduler = { timer: NodeJS.Timeout; running: Promise<unknown> | null; stopped: boolean };
const globalForJobs = globalThis as unknown as { nijiJobs?: Scheduler };

/** Starts ticking in this process (once): first after `firstDelayMs`, then every min(interval, 60 s). */
export function startJobs(firstDelayMs = 10_000): void {
  if (globalForJobs.nijiJobs) return;
  const intervalMs = getSettings().NIJI_JOBS_INTERVAL_SECONDS * 1000;
  // ticking more often than the interval lets another instance take over from one that stopped
  const tickMs = Math.min(intervalMs, 60_000);
  const scheduler: Scheduler = { timer: null as unknown as NodeJS.Timeout, running: null, stopped: false };
  const tick = () => {
    if (scheduler.stopped || scheduler.running) return;
    scheduler.running = runDueJobs({ intervalMs })
      .catch((error) => log().error({ err: error }, "scheduled jobs tick failed"))
      .finally(() => (scheduler.running = null));
  };
  const first = setTimeout(() => {
    tick();
    scheduler.timer = setInterval(tick, tickMs);
    scheduler.timer.unref();
  }, firstDelayMs);
  first.unref();
  scheduler.timer = first;
  globalForJobs.nijiJobs = scheduler;
  // queued mail leaves within seconds, on its own round (lib/server/jobs/mail-sender.ts)
  startMailSender();
  // and pushes too (lib/server/jobs/push-sender.ts)
  startPushSender();
  // and new posts reach their followers' timelines (lib/server/jobs/timeline-fanout.ts)
  startTimelineFanout();
  log().info({ intervalSeconds: intervalMs / 1000 }, "scheduled jobs started");
}

/** Stops ticking and waits for a run in progress (shutdown). */
export async function stopJobs(): Promise<void> {
  const scheduler = globalForJobs.nijiJobs;
  if (!scheduler) return;
  scheduler.stopped = true;
  clearTimeout(scheduler.timer);
  clearInterval(scheduler.timer);
  await Promise.all([scheduler.running, stopMailSender(), stopPushSender(), stopTimelineFanout()]);
  globalForJobs.nijiJobs = undefined;
}
