import "server-only";
import { db } from "@/lib/data/db";
import { getSettings } from "@/lib/core/env";
import { isDraining } from "@/lib/server/ops/shutdown";
import { pingRedis } from "@/lib/data/redis";
import { getStorage } from "@/lib/data/storage";

// Readiness for a load balancer: this instance takes traffic when its database answers, and Redis
// and object storage too when they are configured. Each check has a short deadline, so a hung
// dependency answers 503 in about two seconds instead of holding the probe. On shutdown the
// instance says it is not ready while its requests drain (lib/server/ops/shutdown.ts).
const CHECK_TIMEOUT_MS = 2_000;

async function within(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const outcome = await Promise.race([
      check().then((value) => value !== false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS))),
    ]);
    return outcome;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export type Component = "database" | "redis" | "storage";
export type Readiness = { ready: boolean; draining: boolean; checks: Partial<Record<Component, "ok" | "down">> };

export async function checkReadiness(): Promise<Readiness> {
  const settings = getSettings();
  const checks: [Component, () => Promise<unknown>][] = [["database", () => db.$queryRaw`SELECT 1`]];
  if (settings.REDIS_URL) checks.push(["redis", () => pingRedis(CHECK_TIMEOUT_MS)]);
  // a configured remote store answers a stat of a key that never exists with "not found"
  if (settings.S3_BUCKET || settings.BLOB_READ_WRITE_TOKEN) checks.push(["storage", () => getStorage().stat("health/ping")]);
  const results = await Promise.all(checks.map(async ([name, check]) => [name, (await within(check)) ? "ok" : "down"] as const));
  const draining = isDraining();
  return { ready: !draining && results.every(([, state]) => state === "ok"), draining, checks: Object.fromEntries(results) };
}
