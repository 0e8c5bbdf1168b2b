// server-only, loaded outside Next too
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { log } from "@/lib/core/log";

// NIJI_WORKERS=N (or "auto": one per core) runs N server processes sharing the port: Node's cluster
// primary accepts connections and hands them round-robin to the workers. Each worker is a whole
// server (its own pool, caches, jobs claimed through the database, metrics of its own). The
// primary restarts a worker that dies and, on SIGTERM, passes the signal on and exits once every
// worker has drained. No "server-only": scripts/serve.ts imports it.

/** The number of workers `value` asks for (unset: 1). */
export function workerCount(value: string | undefined, cores = availableParallelism()): number {
  if (value === "auto") return cores;
  return value ? Number(value) : 1;
}

const RESTART_DELAY_MS = 1_000;
/** What the primary sends a worker to make it drain and exit. */
export const SHUTDOWN_MESSAGE = "niji:shutdown";

/** The primary's life: forks `count` workers, replaces one that dies, forwards SIGTERM/SIGINT, exits after the last. */
export function superviseWorkers(count: number): Promise<never> {
  let stopping = false;
  let failed = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();
  log().info({ workers: count }, "cluster primary: workers starting");
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (code !== 0) failed = true;
    if (!stopping) {
      log().error({ pid: worker.process.pid, code, signal }, "worker died: starting another");
      setTimeout(fork, RESTART_DELAY_MS);
      return;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log().info({ signal }, "cluster primary: stopping workers");
    // a message, not a signal: a Ctrl-C reaches the workers too, and a second signal means "exit now"
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(SHUTDOWN_MESSAGE);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, stop);
  return new Promise<never>(() => undefined);
}
