import pg from "pg";

// Forcing a race's order on PostgreSQL: a test starts one side, waits until it waits on a lock, then
// starts the other. Polled every few milliseconds (a pause between polls, never a bound: a wait that
// never comes is bounded by the test's timeout, or ends as soon as the side being watched settles).

const POLL_MS = 5;

/** Sessions of this database, other than `observer`'s own, waiting on a lock (a row's or an advisory lock). */
async function lockWaiters(observer: pg.Client): Promise<number> {
  // inside a transaction pg_stat_activity answers from a snapshot taken at its first read: drop it
  await observer.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await observer.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
  );
  return rows[0]!.n;
}

/**
 * Resolves once at least `count` sessions wait on a lock. `running` is what should be waiting: if it
 * settles first, this rejects (the order the test meant to force did not happen).
 */
export async function untilWaiting(observer: pg.Client, count: number, running: Promise<unknown>): Promise<void> {
  let settled = false;
  void running.then(
    () => (settled = true),
    () => (settled = true),
  );
  while ((await lockWaiters(observer)) < count) {
    if (settled) throw new Error(`the requests finished before ${count} of them waited on a lock`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
