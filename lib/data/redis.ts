// server-only, loaded outside Next too
import { Redis } from "ioredis";
import { getSettings } from "@/lib/core/env";
import { log } from "@/lib/core/log";

// The one Redis client of a process, when REDIS_URL is set (shared throttles, readiness). Commands
// fail at once while Redis is unreachable (no offline queue), so callers fall back to memory instead
// of waiting; the client keeps reconnecting in the background. An outage is logged once when it
// starts and once when it ends, never per request.
type Shared = { url: string; client: Redis; down: boolean };
const globalForRedis = globalThis as unknown as { nijiRedis?: Shared };

export function createRedis(url: string, options: { lazy?: boolean } = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: options.lazy ?? false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

function watchOutages(shared: Shared) {
  const { client } = shared;
  const lost = (reason: string) => {
    if (shared.down || globalForRedis.nijiRedis !== shared) return;
    shared.down = true;
    log().warn({ component: "redis", reason }, "Redis is unreachable: throttles count in this instance's memory until it is back");
  };
  client.on("error", (error: Error) => lost(error.message));
  client.on("end", () => lost("connection ended"));
  client.on("ready", () => {
    if (!shared.down) return;
    shared.down = false;
    log().info({ component: "redis" }, "Redis is back: throttles are shared again");
  });
}

/** The shared client, or null when REDIS_URL is not set. */
export function getRedis(): Redis | null {
  const url = getSettings().REDIS_URL;
  if (!url) return null;
  const current = globalForRedis.nijiRedis;
  if (current?.url === url) return current.client;
  current?.client.disconnect();
  const shared: Shared = { url, client: createRedis(url), down: false };
  globalForRedis.nijiRedis = shared;
  watchOutages(shared);
  return shared.client;
}

/** Key and channel names carry REDIS_PREFIX (default "niji:"). */
export function redisKey(name: string): string {
  return `${getSettings().REDIS_PREFIX}${name}`;
}

/** true when Redis answers PING within `timeoutMs`; false when it does not or is not configured. */
export async function pingRedis(timeoutMs = 1_000): Promise<boolean> {
  const client = getRedis();
  if (!client) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      client.ping(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), timeoutMs))),
    ]);
    return answer === "PONG";
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the shared client (shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const current = globalForRedis.nijiRedis;
  globalForRedis.nijiRedis = undefined;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}
