import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { ANY_NOTIFICATION_TTL_MS, PURGES, READ_NOTIFICATION_TTL_MS, type Job } from "@/lib/server/jobs/purges";
import { claimJob, runDueJobs } from "@/lib/server/jobs/scheduler";
import { createUser } from "@/tests/support/http";

// Scheduled purges (issue #18): each job runs at most once per interval across every instance,
// claimed with one conditional upsert; a failing job does not stop the others.
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

afterEach(async () => {
  await db.scheduledJob.deleteMany({ where: { name: { startsWith: "test." } } });
});

/** A job that counts its runs; with `gate`, each run lasts until the gate opens. */
function countingJob(name: string, gate?: Promise<void>): Job & { runs: number } {
  const job = {
    name,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await gate;
      return { things: 1 };
    },
  };
  return job;
}

describe("claiming a job", () => {
  it("two instances ticking at the same moment run the job once", async () => {
    let open!: () => void;
    const job = countingJob(`test.once.${Date.now()}`, new Promise<void>((resolve) => (open = resolve)));
    const ticks = [runDueJobs({ jobs: [job], intervalMs: HOUR }), runDueJobs({ jobs: [job], intervalMs: HOUR })];
    // the instance that claimed it is still running the job: the other one has already given up
    expect(await Promise.race(ticks)).toEqual([]);
    open();
    const [a, b] = await Promise.all(ticks);
    expect(job.runs).toBe(1);
    expect([...a, ...b].map((run) => run.job)).toEqual([job.name]);
    const row = await db.scheduledJob.findUniqueOrThrow({ where: { name: job.name } });
    expect(row.lastFinishedAt).not.toBeNull();
    expect(row.lastResult).toEqual({ things: 1 });
  });

  it("ten concurrent claims give exactly one winner; a claim within the interval is refused, after it granted", async () => {
    const name = `test.claim.${Date.now()}`;
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimJob(name, HOUR)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(name, HOUR)).toBe(false);
    await db.scheduledJob.update({ where: { name }, data: { lastStartedAt: new Date(Date.now() - HOUR - 1000) } });
    expect(await claimJob(name, HOUR)).toBe(true);
    expect(await claimJob(name, HOUR)).toBe(false);
  });

  it("a failing job is logged as failed and the next job still runs", async () => {
    const failing: Job = { name: `test.fail.${Date.now()}`, run: async () => { throw new Error("storage is down"); } };
    const next = countingJob(`test.next.${Date.now()}`);
    const runs = await runDueJobs({ jobs: [failing, next], intervalMs: HOUR });
    expect(runs).toEqual([
      expect.objectContaining({ job: failing.name, error: "storage is down" }),
      expect.objectContaining({ job: next.name, result: { things: 1 } }),
    ]);
    expect(next.runs).toBe(1);
  });
});

describe("the purges", () => {
  it("expired mutes go; mutes still running and indefinite ones stay", async () => {
    const [muter, a, b, c] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    await db.mute.createMany({
      data: [
        { muterId: muter.id, mutedId: a.id, until: new Date(Date.now() - 1000) },
        { muterId: muter.id, mutedId: b.id, until: new Date(Date.now() + DAY) },
        { muterId: muter.id, mutedId: c.id, until: null },
      ],
    });
    const purge = PURGES.find((job) => job.name === "mutes.expired")!;
    const result = await purge.run(new Date());
    expect(result.mutes).toBeGreaterThanOrEqual(1);
    const left = await db.mute.findMany({ where: { muterId: muter.id }, select: { mutedId: true } });
    expect(left.map((m) => m.mutedId).sort()).toEqual([b.id, c.id].sort());
  });

  it("read notifications older than 90 days and any older than 180 days go; newer ones stay", async () => {
    const member = await createUser();
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    await db.notification.createMany({
      data: [
        { userId: member.id, type: "system", body: "old read", readAt: at(READ_NOTIFICATION_TTL_MS), createdAt: at(READ_NOTIFICATION_TTL_MS + DAY) },
        { userId: member.id, type: "system", body: "old unread", createdAt: at(READ_NOTIFICATION_TTL_MS + DAY) },
        { userId: member.id, type: "system", body: "ancient unread", createdAt: at(ANY_NOTIFICATION_TTL_MS + DAY) },
        { userId: member.id, type: "system", body: "recent read", readAt: at(DAY), createdAt: at(2 * DAY) },
      ],
    });
    const purge = PURGES.find((job) => job.name === "notifications.old")!;
    expect((await purge.run(new Date(now))).notifications).toBeGreaterThanOrEqual(2);
    const left = await db.notification.findMany({ where: { userId: member.id }, select: { body: true } });
    expect(left.map((n) => n.body).sort()).toEqual(["old unread", "recent read"]);
  });

  it("a tick runs every purge once and records its counts", async () => {
    await db.scheduledJob.deleteMany({ where: { name: { in: PURGES.map((job) => job.name) } } });
    const runs = await runDueJobs({ intervalMs: HOUR });
    expect(runs.map((run) => run.job)).toEqual(PURGES.map((job) => job.name));
    expect(runs.every((run) => run.result && !run.error)).toBe(true);
    expect(await runDueJobs({ intervalMs: HOUR })).toEqual([]);
    const rows = await db.scheduledJob.findMany({ where: { name: { in: PURGES.map((job) => job.name) } } });
    expect(rows.every((row) => row.lastFinishedAt && row.lastResult)).toBe(true);
  });
});
