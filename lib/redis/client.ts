import { Redis } from "ioredis";
import { getSettings } from "@/lib/env";

// The one Redis client of a process, when REDIS_URL is set (throttles, live events, readiness).
// Commands fail at once while Redis is unreachable (no offline queue), so callers can fall back
// to memory instead of waiting; the client keeps reconnecting in the background.
const globalForRedis = globalThis as unknown as { nijiRedis?: { url: string; client: Redis } };

export function createRedis(url: string, options: { lazy?: boolean } = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: options.lazy ?? false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** The shared client, or null when REDIS_URL is not set. */
export function getRedis(): Redis | null {
  const url = getSettings().REDIS_URL;
  if (!url) return null;
  const current = globalForRedis.nijiRedis;
  if (current?.url === url) return current.client;
  current?.client.disconnect();
  const client = createRedis(url);
  // errors are reported by the callers that meet them; an unhandled 'error' event would crash
  client.on("error", () => undefined);
  globalForRedis.nijiRedis = { url, client };
  return client;
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
