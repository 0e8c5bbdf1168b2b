import { AppError } from "@/lib/api/errors";

// Fixed-window counters in process memory (one Niji process serves the app). Limits come from
// the environment as "count/seconds", defaulting to Mastodon's: login 25/5 min per IP and 25/hour
// per e-mail, sign-up 25/5 min per IP.
type Window = { count: number; resetAt: number };
const windows = new Map<string, Window>();

export function parseLimit(spec: string): { limit: number; windowMs: number } {
  const [count, seconds] = spec.split("/").map((part) => Number.parseInt(part, 10));
  if (!Number.isFinite(count) || !Number.isFinite(seconds) || count <= 0 || seconds <= 0) {
    return { limit: 25, windowMs: 300_000 };
  }
  return { limit: count, windowMs: seconds * 1000 };
}

/** Counts one hit for `key`; throws a 429 AppError with Retry-After once over the limit. */
export function throttle(key: string, spec: string, now = Date.now()) {
  const { limit, windowMs } = parseLimit(spec);
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    throw new AppError("rate_limited", `Too many attempts. Please try again in ${formatWait(retryAfter)}.`, {
      "Retry-After": String(retryAfter),
    });
  }
  if (windows.size > 50_000) sweep(now);
}

function formatWait(seconds: number) {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function sweep(now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

export function resetThrottle() {
  windows.clear();
}

/** Client address as seen by the closest proxy (Next's server appends the socket address). */
export function clientIp(req: Request) {
  const forwarded = req.headers.get("x-forwarded-for");
  if (forwarded) {
    const parts = forwarded.split(",").map((p) => p.trim()).filter(Boolean);
    if (parts.length) return parts[parts.length - 1];
  }
  return req.headers.get("x-real-ip") ?? "local";
}
