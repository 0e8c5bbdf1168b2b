import { getEnv, getSettings } from "@/lib/env";
import { startJobs } from "@/lib/jobs/scheduler";
import { installPeerStamp } from "@/lib/net/peer";
import { getRedis } from "@/lib/redis/client";

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
}
