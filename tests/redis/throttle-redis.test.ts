import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { PEER_HEADER, peerStamp } from "@/lib/core/net/peer";
import { log } from "@/lib/core/log";
import { closeRedis, getRedis } from "@/lib/data/redis";
import { resetThrottle } from "@/lib/data/throttle";
import { call, type Handler } from "@/tests/support/http";

// Throttles in Redis (issue #18): counts shared by every limiter that uses the same Redis (what a
// second instance is; tests/serve/two-instances.test.ts proves it with two real servers), and a Redis
// that is unreachable or stops mid-way costs nothing but sharing: this instance counts in memory.
// Needs Redis at TEST_REDIS_URL and redis-server installed: scripts/test-all.sh installs and starts them.
const REDIS = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const saved = { ...process.env };
/** Until the shared client has connected, hits count in memory (the insurance limiter): wait for it. */
async function connected() {
  const client = getRedis()!;
  await vi.waitFor(() => expect(client.status).toBe("ready"), { timeout: 5_000, interval: 20 });
}
const signedOut = (ip: string) => call(meRoute as Handler, "/api/auth/user", { headers: { [PEER_HEADER]: peerStamp(ip, null) } });
const statuses = async (ip: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await signedOut(ip)).status);
  return out;
};

beforeEach(() => {
  process.env.NIJI_THROTTLE_API_IP = "3/300";
  process.env.REDIS_PREFIX = `t${randomBytes(4).toString("hex")}:`;
  resetThrottle();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeRedis();
  for (const name of ["NIJI_THROTTLE_API_IP", "REDIS_URL", "REDIS_PREFIX"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetThrottle();
});

describe(`throttles in Redis (on ${REDIS})`, () => {
  it("counts live in Redis: a fresh set of limiters (another instance, a restart) goes on from the same count", async () => {
    process.env.REDIS_URL = REDIS;
    await connected();
    expect(await statuses("198.51.100.20", 2)).toEqual([401, 401]);
    resetThrottle(); // this process forgets its limiters, as a second instance never had them
    expect(await statuses("198.51.100.20", 2)).toEqual([401, 429]);
    const direct = new Redis(REDIS);
    const keys = await direct.keys(`${process.env.REDIS_PREFIX}throttle:apiIp*`);
    expect(keys).toHaveLength(1);
    expect(Number(await direct.get(keys[0]!))).toBeGreaterThanOrEqual(3);
    await direct.quit();
    // another address has its own count
    expect(await statuses("198.51.100.21", 1)).toEqual([401]);
  });
});

/** A Redis server of the test's own, on a free port, that the test can stop. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  // until it accepts a connection
  await vi.waitFor(
    async () => {
      const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await probe.connect();
      } finally {
        probe.disconnect();
      }
    },
    { timeout: 10_000, interval: 50 },
  );
  return child;
}
let own: ChildProcess | null = null;
afterAll(() => void own?.kill("SIGKILL"));

describe("losing Redis is not fatal", () => {
  it("with REDIS_URL at a dead address the app keeps serving and throttles count in memory, with one warning", async () => {
    const warn = vi.spyOn(log(), "warn");
    process.env.REDIS_URL = "redis://127.0.0.1:1";
    expect(await statuses("198.51.100.30", 5)).toEqual([401, 401, 401, 429, 429]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5_000 });
    expect(warn.mock.calls.filter(([, message]) => String(message).startsWith("Redis is unreachable"))).toHaveLength(1);
  });

  it("when Redis stops mid-way (redis-server killed), requests go on being served and limited from memory", async () => {
    const port = await freePort();
    own = await startRedisServer(port);
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    await connected();
    const warn = vi.spyOn(log(), "warn");
    expect(await statuses("198.51.100.40", 2)).toEqual([401, 401]);
    own.kill("SIGKILL");
    await new Promise((resolve) => own!.once("exit", resolve));
    // memory takes over with its own count from zero: the limit still holds, nothing answers 500
    const after = await statuses("198.51.100.40", 5);
    expect(after).toEqual([401, 401, 401, 429, 429]);
    await vi.waitFor(() => expect(warn.mock.calls.some(([, message]) => String(message).startsWith("Redis is unreachable"))).toBe(true), { timeout: 5_000 });
  });
});
