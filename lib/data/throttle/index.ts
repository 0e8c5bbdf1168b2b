import "server-only";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "@/lib/core/errors";
import { getSettings } from "@/lib/core/env";
import { recordThrottleHit } from "@/lib/data/metrics";
import { limitFor, THROTTLE_RULES, type ThrottleRule } from "@/lib/core/throttle-rules";
import { createLimiter } from "@/lib/data/throttle/store";
import { serverText } from "@/lib/core/server-text";

// Fixed windows per rule and key. Limiters are rebuilt when a rule's environment value or the Redis
// settings change (tests lower them), and resetThrottle() drops them with their memory counters
// (counts in Redis stay: tests that use Redis give themselves a fresh REDIS_PREFIX).
const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(rule: ThrottleRule) {
  const settings = getSettings();
  const limit = limitFor(rule, settings[THROTTLE_RULES[rule].env]);
  const id = `${rule}:${limit.points}/${limit.seconds}:${settings.REDIS_URL ?? "memory"}:${settings.REDIS_PREFIX}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = createLimiter(rule, limit);
    limiters.set(id, limiter);
  }
  return limiter;
}

// Whole sentences (not a composed "N seconds"), so the client can translate each one.
function tooManyAttempts(seconds: number) {
  if (seconds < 90) return serverText("tooManyAttemptsSeconds", { seconds });
  return serverText("tooManyAttemptsMinutes", { minutes: Math.ceil(seconds / 60) });
}

export function rateLimited(retryAfter: number) {
  return new AppError("rate_limited", tooManyAttempts(retryAfter), {
    "Retry-After": String(retryAfter),
  });
}

/** Counts one hit of `rule` for `key`; throws a 429 AppError with Retry-After once over the limit. */
export async function throttle(rule: ThrottleRule, key: string) {
  try {
    await limiterFor(rule).consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection; // the store failed, not the limit
    const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000;
    recordThrottleHit(rule);
    throw rateLimited(Math.max(1, Math.ceil(ms / 1000)));
  }
}

export function resetThrottle() {
  limiters.clear();
}
