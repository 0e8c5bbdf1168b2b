import "server-only";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getRedis, redisKey } from "@/lib/data/redis";
import type { Limit } from "@/lib/core/throttle-rules";

// The one place that decides where counters live. With REDIS_URL: in Redis, so every instance
// counts the same hits, with this process's memory as the insurance the library falls back to
// while Redis is unreachable (the app keeps serving; lib/data/redis.ts logs the outage). Without
// it: memory, one process (the embedded default).
export function createLimiter(name: string, limit: Limit): RateLimiterAbstract {
  const options = { points: limit.points, duration: limit.seconds };
  const memory = new RateLimiterMemory({ ...options, keyPrefix: `niji:${name}` });
  const redis = getRedis();
  if (!redis) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    keyPrefix: redisKey(`throttle:${name}`),
    // answer from memory at once while the connection is down, instead of failing each command
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
