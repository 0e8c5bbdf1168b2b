import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// NIJI_WORKERS=2: npm start as a cluster on one port. Both workers answer, a logout on one is
// refused by every worker once its copy of the session expires, and SIGTERM drains them all and exits 0.

describe(`npm start with NIJI_WORKERS=2 (on PostgreSQL ${POSTGRES})`, () => {
  let server: Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    // no worker keeps a copy of a session row (NIJI_SESSION_CACHE_MS=0): what they answer right after a
    // logout is what they answer once their copies expire (tests/auth/session-cache.test.ts: 500 ms)
    server = await startServer({ DATABASE_URL: database.url, NIJI_WORKERS: "2", NIJI_JOBS: "0", NIJI_SHUTDOWN_TIMEOUT_SECONDS: "5", NIJI_SESSION_CACHE_MS: "0" });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("answers from both workers, and a logout on one is refused by all of them once their copies expire (none kept: at once)", async () => {
    const member = await signUpAndIn(server.url, `workers.${Date.now()}@example.test`);
    // a new connection each time: the primary hands connections round-robin to the workers
    const me = (requestId: string) => fetch(`${server.url}/api/auth/user`, { headers: { cookie: member.cookie, connection: "close", "x-request-id": requestId } });
    /** The workers (pids) that answered these requests, once their log lines are in. */
    const answeredBy = (ids: string[]) =>
      eventually(() => {
        const lines = server.logs.filter((line) => line.msg === "request" && ids.includes(String(line.reqId)));
        expect(lines).toHaveLength(ids.length);
        return new Set(lines.map((line) => line.pid));
      });
    const before = ["in-1", "in-2", "in-3", "in-4"];
    for (const id of before) expect((await me(id)).status).toBe(200);
    expect((await answeredBy(before)).size).toBe(2);
    const out = await fetch(`${server.url}/api/logout`, { headers: { cookie: member.cookie, connection: "close" }, redirect: "manual" });
    expect(out.status).toBe(303);
    const after = ["out-1", "out-2", "out-3", "out-4"];
    for (const id of after) expect((await me(id)).status).toBe(401);
    expect((await answeredBy(after)).size).toBe(2);
  });

  it("on SIGTERM every worker drains and the primary exits 0", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const pids = new Set(server.logs.filter((line) => line.msg === "shut down").map((line) => line.pid));
    expect(pids.size).toBe(2);
  });
});
