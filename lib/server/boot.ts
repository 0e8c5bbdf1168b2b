// server-only, loaded outside Next too
import { getEnv, getSettings } from "@/lib/core/env";
import { disconnectDb } from "@/lib/data/db";
import { startJobs, stopJobs } from "@/lib/server/jobs/scheduler";
import { installPeerStamp } from "@/lib/core/net/peer";
import { onShutdown } from "@/lib/server/ops/shutdown";
import { closeLive } from "@/lib/data/realtime/hub";
import { closeRedis, getRedis } from "@/lib/data/redis";

/** Node-runtime start-up: a bad environment stops the server with the list of what is wrong. */
export function boot() {
  try {
    getEnv();
  } catch (error) {
    console.error(`[niji] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  installPeerStamp();
  // connect now, so the first requests already count in Redis rather than in the memory fallback
  getRedis();
  if (getSettings().NIJI_JOBS === "1") startJobs();
  // closed in this order once the server has drained its requests (scripts/serve.ts)
  onShutdown("database", disconnectDb);
  onShutdown("redis", closeRedis);
  onShutdown("live events", closeLive);
  onShutdown("scheduled jobs", stopJobs);
}
