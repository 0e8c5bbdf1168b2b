import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { GET as meRoute } from "@/app/api/auth/user/route";
import { POST as uploadRoute } from "@/app/api/objects/upload/route";
import { POST as createPostRoute } from "@/app/api/posts/route";
import { POST as reportRoute } from "@/app/api/reports/route";
import { GET as exportRoute } from "@/app/api/users/[id]/export/route";
import { POST as followRoute } from "@/app/api/users/[id]/follow/route";
import { PEER_HEADER, peerStamp } from "@/lib/core/net/peer";
import { resetThrottle } from "@/lib/data/throttle";
import { THROTTLE_RULES } from "@/lib/core/throttle-rules";
import { call, createUser, uniqueEmail, type Handler } from "@/tests/support/http";

// Findings 1, 7 and 11 at the real defaults (integration-setup raises every limit for other suites).
const saved: Record<string, string | undefined> = {};
beforeEach(() => {
  for (const { env } of Object.values(THROTTLE_RULES)) {
    saved[env] = process.env[env];
    delete process.env[env];
  }
  resetThrottle();
});
afterEach(() => {
  for (const [env, value] of Object.entries(saved)) process.env[env] = value;
  resetThrottle();
});

/** A request as Next's server hands it over: the socket's address stamped, X-Forwarded-For as sent. */
const fromSocket = (address: string, forwardedFor: string | null = null) => ({
  [PEER_HEADER]: peerStamp(address, forwardedFor),
  ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
});

async function hitUntilLimited(send: (i: number) => Promise<{ status: number; headers: Headers; data: { message?: string; code?: string } }>, max: number) {
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    if (res.status === 429) return { count: i, res };
  }
  return { count: max, res: null };
}

// Each login attempt runs bcrypt at the app's cost (~80 ms of CPU, also for an unknown address): the
// 26 of the first test took over 30 s on a 2-core machine running four other jobs, so these tests get
// more time than the suite's default (a bound for a hung test, not a speed assertion).
describe("client IP and the login/sign-up throttles (findings 1 and 11)", { timeout: 120_000 }, () => {
  it("a different spoofed X-Forwarded-For per request does not escape the login limit (25 per 5 min)", async () => {
    const member = await createUser();
    const { count, res } = await hitUntilLimited(
      (i) => call(loginRoute as Handler, "/api/auth/login", { body: { email: `x${i}@example.test`, password: "wrong-pass" }, headers: fromSocket("198.51.100.7", `203.0.113.${i}`) }),
      60,
    );
    expect(count).toBe(25);
    expect(res?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(res?.data.message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes)\.$/);
    // another socket address is another client
    const other = await call(loginRoute as Handler, "/api/auth/login", { body: { email: member.email, password: member.password }, headers: fromSocket("198.51.100.8", "203.0.113.1") });
    expect(other.status).toBe(200);
  });

  it("sign-up is under the same strict per-IP limit, so the 409 cannot enumerate at scale", async () => {
    const taken = await createUser();
    const { count } = await hitUntilLimited(
      (i) => call(signupRoute as Handler, "/api/auth/signup", {
        body: { email: i % 2 ? taken.email : uniqueEmail(), password: "secret1", firstName: "A", lastName: "B" },
        headers: fromSocket("198.51.100.9", `10.0.${i}.1`),
      }),
      40,
    );
    expect(count).toBe(25);
  });

  it("NIJI_TRUSTED_PROXIES (hop count or CIDR list) believes only the configured proxies", async () => {
    const login = (headers: Record<string, string>) =>
      call(loginRoute as Handler, "/api/auth/login", { body: { email: "nobody@example.test", password: "wrong-pass" }, headers });
    process.env.NIJI_THROTTLE_LOGIN_IP = "1/300";
    for (const trusted of ["1", "10.0.0.0/8", "10.1.2.3, 192.0.2.0/24"]) {
      process.env.NIJI_TRUSTED_PROXIES = trusted;
      resetThrottle();
      // the load balancer (10.1.2.3) appends the real client to whatever the client sent
      expect((await login(fromSocket("10.1.2.3", "6.6.6.6, 203.0.113.50"))).status).toBe(401);
      expect((await login(fromSocket("10.1.2.3", "7.7.7.7, 203.0.113.50"))).status).toBe(429);
      expect((await login(fromSocket("10.1.2.3", "6.6.6.6, 203.0.113.51"))).status).toBe(401);
    }
    delete process.env.NIJI_TRUSTED_PROXIES;
  });
});

describe("every write is throttled per member (finding 7)", () => {
  it("posts: 300 per 3 hours", async () => {
    const member = await createUser();
    const { count, res } = await hitUntilLimited((i) => call(createPostRoute as Handler, "/api/posts", { cookie: member.cookie, body: { content: i } }), 320);
    expect(count).toBe(300);
    expect(Number(res?.headers.get("retry-after"))).toBeGreaterThan(3 * 3600 - 60);
    expect(res?.data.code).toBe("rate_limited");
  });

  it("follows: 400 per day", async () => {
    const member = await createUser();
    const { count } = await hitUntilLimited(
      () => call(followRoute as Handler, "/api/users/nobody/follow", { method: "POST", cookie: member.cookie, params: { id: "nobody" } }),
      420,
    );
    expect(count).toBe(400);
  });

  it("reports: 60 per hour, so a flood cannot bury the moderators' queue", async () => {
    const member = await createUser();
    const { count, res } = await hitUntilLimited(
      (i) => call(reportRoute as Handler, "/api/reports", { cookie: member.cookie, body: { targetType: "post", targetId: `missing${i}`, reason: "spam" } }),
      70,
    );
    expect(count).toBe(60);
    expect(res?.data.code).toBe("rate_limited");
  });

  it("data exports: 5 per hour (a read that names its own rule)", async () => {
    const member = await createUser();
    const { count, res } = await hitUntilLimited(
      () => call(exportRoute as Handler, `/api/users/${member.id}/export`, { cookie: member.cookie, params: { id: member.id } }),
      8,
    );
    expect(count).toBe(5);
    expect(res?.data.code).toBe("rate_limited");
  });

  it("media uploads: 30 per 30 minutes", async () => {
    const member = await createUser();
    const { count } = await hitUntilLimited(() => call(uploadRoute as Handler, "/api/objects/upload", { cookie: member.cookie, body: { nonsense: true } }), 40);
    expect(count).toBe(30);
  });

  it("API requests: 300 per 5 minutes per IP signed out", async () => {
    const { count, res } = await hitUntilLimited(() => call(meRoute as Handler, "/api/auth/user", { headers: fromSocket("198.51.100.20") }), 320);
    expect(count).toBe(300);
    expect(res?.data.code).toBe("rate_limited");
  });

  it("API requests: 1,500 per 5 minutes per member", async () => {
    const member = await createUser();
    const { count } = await hitUntilLimited(() => call(meRoute as Handler, "/api/auth/user", { cookie: member.cookie }), 1520);
    expect(count).toBe(1500);
  }, 120_000);

  it("limits are overridable by environment", async () => {
    process.env.NIJI_THROTTLE_POSTS = "2/60";
    const member = await createUser();
    const { count, res } = await hitUntilLimited((i) => call(createPostRoute as Handler, "/api/posts", { cookie: member.cookie, body: { content: i } }), 5);
    expect(count).toBe(2);
    expect(Number(res?.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });
});
