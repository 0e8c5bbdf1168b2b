// server-only, loaded outside Next too
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { poolUsage } from "@/lib/data/db";

// One Prometheus registry per process, kept on globalThis: the production server (scripts/serve.ts)
// records requests in it and the /api/metrics route, bundled separately by Next, reads the same one.
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "niji_" });
  const httpRequests = new Counter({
    name: "niji_http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "niji_http_request_duration_seconds",
    help: "HTTP request duration by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const throttleHits = new Counter({
    name: "niji_throttle_hits_total",
    help: "Requests refused with 429 by throttle rule",
    labelNames: ["rule"] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: "niji_db_pool_connections",
    help: "Database pool connections of this process by state (total, idle, waiting requests, max)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const usage = poolUsage();
      for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, usage?.[state] ?? 0);
    },
  });
  return { registry, httpRequests, httpDuration, throttleHits, pool };
}

const globalForMetrics = globalThis as unknown as { nijiMetrics?: ReturnType<typeof createMetrics> };

export function metrics() {
  globalForMetrics.nijiMetrics ??= createMetrics();
  return globalForMetrics.nijiMetrics;
}

/** One finished HTTP request (the server calls this for every response). */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  const { httpRequests, httpDuration } = metrics();
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export function recordThrottleHit(rule: string) {
  metrics().throttleHits.inc({ rule });
}
