import net from "node:net";
import { PrismaPg } from "@prisma/adapter-pg";
import { afterEach, describe, expect, it, vi } from "vitest";
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

  it("answers 503 naming the database when it refuses connections", async () => {
    const previous = slots.nijiPrisma;
    const adapter = new PrismaPg({ connectionString: "postgresql://postgres:secret-pass@127.0.0.1:9/niji?sslmode=disable", connectionTimeoutMillis: 10_000 });
    slots.nijiPrisma = new PrismaClient({ adapter });
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable", checks: { database: "down" } });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|secret|ECONNREFUSED|postgres/);
    } finally {
      slots.nijiPrisma = previous;
    }
  });

  it("answers 503 naming the database when its 2 s check deadline passes, not before, when the database does not answer", async () => {
    // a database that accepts connections and never answers (as one stopped by SIGSTOP)
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.pause();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const previous = slots.nijiPrisma;
    const adapter = new PrismaPg({ connectionString: `postgresql://postgres:secret-pass@127.0.0.1:${port}/niji?sslmode=disable`, connectionTimeoutMillis: 60_000 });
    slots.nijiPrisma = new PrismaClient({ adapter });
    // the check's clock is a fake one the test moves: the deadline is proved, not timed
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let answered = false;
      const answer = ready().finally(() => (answered = true));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable", checks: { database: "down" } });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|secret|timeout|postgres/);
    } finally {
      vi.useRealTimers();
      slots.nijiPrisma = previous;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
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
