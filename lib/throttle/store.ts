import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Limit } from "@/lib/throttle/rules";

// The one place that decides where counters live. One Niji process: memory. Several instances
// need a shared store: swap RateLimiterMemory for RateLimiterRedis here (same options plus a client).
export function createLimiter(name: string, limit: Limit): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: `niji:${name}`, points: limit.points, duration: limit.seconds });
}
