import { describe, expect, it } from "vitest";
import { longWorkPoolConfig, poolConfig, type LongWorkSettings } from "@/lib/data/db";

// What the pool's settings promise (docs/decisions/safety.md, "HTTP edges"): a statement 3 s on the
// server, the client's watch 0.5 s later, a connection 1 s: a request answers within 4.5 s (< 5 s).
const base: LongWorkSettings = {
  DATABASE_URL: "postgresql://u@db.test/niji",
  NIJI_DB_POOL_MAX: 10,
  NIJI_DB_STATEMENT_TIMEOUT_MS: undefined,
  NIJI_DB_ACQUIRE_TIMEOUT_MS: undefined,
  NIJI_DB_LONG_STATEMENT_TIMEOUT_MS: undefined,
};

describe("poolConfig", () => {
  it.each([
    // name, settings, statement_timeout, query_timeout, connectionTimeoutMillis, max, min
    ["defaults (PostgreSQL)", {}, 3_000, 3_500, 1_000, 10, 2],
    ["a two-connection pool", { NIJI_DB_POOL_MAX: 2 }, 3_000, 3_500, 1_000, 2, 2],
    ["one connection (the embedded PGlite)", { NIJI_DB_POOL_MAX: 1 }, 15_000, 15_500, 15_000, 1, 1],
    ["set limits", { NIJI_DB_STATEMENT_TIMEOUT_MS: 500, NIJI_DB_ACQUIRE_TIMEOUT_MS: 300 }, 500, 1_000, 300, 10, 2],
    ["set limits win on one connection too", { NIJI_DB_POOL_MAX: 1, NIJI_DB_STATEMENT_TIMEOUT_MS: 2_000, NIJI_DB_ACQUIRE_TIMEOUT_MS: 400 }, 2_000, 2_500, 400, 1, 1],
  ] as const)("%s", (_name, settings, statement, query, acquire, max, min) => {
    const config = poolConfig({ ...base, ...settings });
    expect(config).toMatchObject({ statement_timeout: statement, query_timeout: query, connectionTimeoutMillis: acquire, max, min });
  });

  it("by default a request waits at most 5 s: the connection, then the statement's client-side limit", () => {
    const config = poolConfig(base);
    expect(config.connectionTimeoutMillis! + config.query_timeout!).toBeLessThanOrEqual(5_000);
  });
});

describe("longWorkPoolConfig", () => {
  it.each([
    ["defaults", {}, 60_000, 60_500, 1_000],
    ["its own setting", { NIJI_DB_LONG_STATEMENT_TIMEOUT_MS: 1_234 }, 1_234, 1_734, 1_000],
    ["the request limits do not shorten it", { NIJI_DB_STATEMENT_TIMEOUT_MS: 500, NIJI_DB_ACQUIRE_TIMEOUT_MS: 300 }, 60_000, 60_500, 300],
  ] as const)("%s", (_name, settings, statement, query, acquire) => {
    const config = longWorkPoolConfig({ ...base, ...settings });
    expect(config).toMatchObject({ statement_timeout: statement, query_timeout: query, connectionTimeoutMillis: acquire, max: 1, min: 0 });
  });
});
