import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { devToolsEnabled, getEnv, getSettings } from "./env";

const valid = {
  DATABASE_URL: "postgresql://niji@127.0.0.1:5432/niji",
  AUTH_SECRET: "a-secret-of-sixteen-chars",
};

describe("environment", () => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(valid)) vi.stubEnv(name, value);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("reads a valid environment with the documented defaults", () => {
    expect(getEnv()).toMatchObject({
      ...valid,
      NODE_ENV: "test",
      NIJI_DB_POOL_MAX: 10,
      NIJI_DB_QUERY_EVENTS: false,
      NIJI_DEV_TOOLS: false,
      NIJI_SESSION_CACHE_MS: 500,
      NIJI_WORKERS: undefined,
    });
  });

  it("takes typed values, NEXTAUTH_SECRET for AUTH_SECRET, and blank optional values as unset", () => {
    vi.stubEnv("AUTH_SECRET", undefined);
    vi.stubEnv("NEXTAUTH_SECRET", "the-older-name-of-the-secret");
    vi.stubEnv("NIJI_DB_POOL_MAX", "3");
    vi.stubEnv("NIJI_DB_QUERY_EVENTS", "1");
    vi.stubEnv("NIJI_PUBLIC_URL", " https://niji.example.jp ");
    vi.stubEnv("NIJI_THROTTLE_POSTS", "2/60");
    vi.stubEnv("UPLOADS_DIR", "");
    vi.stubEnv("SMART_SEARCH_LLM_URL", "  ");
    expect(getEnv()).toMatchObject({
      AUTH_SECRET: "the-older-name-of-the-secret",
      NIJI_DB_POOL_MAX: 3,
      NIJI_DB_QUERY_EVENTS: true,
      NIJI_PUBLIC_URL: "https://niji.example.jp",
      NIJI_THROTTLE_POSTS: "2/60",
      UPLOADS_DIR: undefined,
      SMART_SEARCH_LLM_URL: undefined,
    });
  });

  it("sees a changed variable on the next call", () => {
    vi.stubEnv("NIJI_TRUSTED_PROXIES", "1");
    expect(getSettings().NIJI_TRUSTED_PROXIES).toBe("1");
    vi.stubEnv("NIJI_TRUSTED_PROXIES", "10.0.0.0/8");
    expect(getSettings().NIJI_TRUSTED_PROXIES).toBe("10.0.0.0/8");
  });

  it("lists every missing required variable", () => {
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("AUTH_SECRET", "short");
    expect(() => getEnv()).toThrow(
      [
        "Invalid environment:",
        "  - DATABASE_URL: DATABASE_URL is missing: run `npm run app` for the embedded database or set it to a PostgreSQL URL",
        "  - AUTH_SECRET: AUTH_SECRET is missing or shorter than 16 characters",
      ].join("\n"),
    );
    expect(getSettings().NODE_ENV).toBe("test");
  });

  it.each([
    ["NIJI_PUBLIC_URL", "niji.example.jp", "NIJI_PUBLIC_URL must be an http(s) address like https://niji.example.jp"],
    ["NIJI_PUBLIC_URL", "ftp://niji.example.jp", "NIJI_PUBLIC_URL must be an http(s) address like https://niji.example.jp"],
    ["NIJI_TRUSTED_PROXIES", "the load balancer", "NIJI_TRUSTED_PROXIES must be a hop count or a comma list of addresses/CIDRs"],
    ["NIJI_THROTTLE_LOGIN_IP", "25 per 300", "must be count/seconds with two positive integers, like 25/300"],
    ["NIJI_THROTTLE_WRITES", "0/300", "must be count/seconds with two positive integers, like 25/300"],
    ["SMART_SEARCH_LLM_URL", "llm.example", "SMART_SEARCH_LLM_URL must be an http(s) address"],
    ["NODE_ENV", "staging", "NODE_ENV must be development, production or test"],
    ["NIJI_DB_POOL_MAX", "many", "NIJI_DB_POOL_MAX must be a positive whole number"],
    ["NIJI_DB_POOL_MAX", "0", "NIJI_DB_POOL_MAX must be a positive whole number"],
    ["NIJI_WORKERS", "all", "NIJI_WORKERS must be auto or a number of workers from 1 to 99"],
    ["NIJI_WORKERS", "0", "NIJI_WORKERS must be auto or a number of workers from 1 to 99"],
    ["NIJI_SESSION_CACHE_MS", "5000", "NIJI_SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 1000"],
    ["NIJI_SESSION_CACHE_MS", "-1", "NIJI_SESSION_CACHE_MS must be a whole number of milliseconds from 0 to 1000"],
  ])("rejects %s=%j with a message naming it", (name, value, message) => {
    vi.stubEnv(name, value);
    expect(() => getSettings()).toThrow(`  - ${name}: ${message}`);
    expect(() => getEnv()).toThrow(/^Invalid environment:\n/);
  });

  it("enables the development helpers outside production, or in production with NIJI_DEV_TOOLS=1", () => {
    expect(devToolsEnabled()).toBe(true);
    vi.stubEnv("NODE_ENV", "production");
    expect(devToolsEnabled()).toBe(false);
    vi.stubEnv("NIJI_DEV_TOOLS", "1");
    expect(devToolsEnabled()).toBe(true);
  });
});
