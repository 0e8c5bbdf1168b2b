import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, describe, expect, it } from "vitest";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as readyRoute } from "@/app/api/ready/route";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { markNotReady } from "@/lib/server/ops/shutdown";
import { closeRedis } from "@/lib/data/redis";

// Liveness and readiness for a load balancer (issue #18): no session, 200/503 by component, never
// an error text, address or stack.
const slots = globalThis as unknown as { nijiPrisma?: unknown; nijiDraining?: boolean };
const saved = { redis: process.env.REDIS_URL };

afterEach(async () => {
  slots.nijiDraining = undefined;
  if (saved.redis === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved.redis;
  await closeRedis();
});

async function ready() {
  const res = await readyRoute();
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> }, headers: res.headers };
}

describe("GET /api/health", () => {
  it("answers 200 without a session or a database", async () => {
    const res = healthRoute();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/ready", () => {
  it("answers 200 when the database answers", async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 naming the database, within the check's deadline, when it does not answer", async () => {
    const previous = slots.nijiPrisma;
    const adapter = new PrismaPg({ connectionString: "postgresql://postgres:secret-pass@127.0.0.1:9/niji?sslmode=disable", connectionTimeoutMillis: 10_000 });
    slots.nijiPrisma = new PrismaClient({ adapter });
    try {
      const started = Date.now();
      const res = await ready();
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable", checks: { database: "down" } });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|secret|ECONNREFUSED|postgres/);
    } finally {
      slots.nijiPrisma = previous;
    }
  });

  it("answers 503 naming Redis when REDIS_URL is set and Redis does not answer", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "unavailable", checks: { database: "ok", redis: "down" } });
  });

  it("answers 503 'shutting down' once the instance drains", async () => {
    markNotReady();
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.body.status).toBe("shutting down");
  });
});
