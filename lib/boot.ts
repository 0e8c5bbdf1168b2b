import { getEnv } from "@/lib/env";
import { installPeerStamp } from "@/lib/net/peer";

/** Node-runtime start-up: a bad environment stops the server with the list of what is wrong. */
export function boot() {
  try {
    getEnv();
  } catch (error) {
    console.error(`[niji] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  installPeerStamp();
}
