import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freshDatabase, POSTGRES, signUpAndIn, startServer, type Server } from "./support";

// NIJI_WORKERS=2: npm start as a cluster on one port. Both workers answer, a logout on one is
// refused by every worker within a second, and SIGTERM drains them all and exits 0.

describe(`npm start with NIJI_WORKERS=2 (on PostgreSQL ${POSTGRES})`, () => {
  let server: Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await freshDatabase();
    drop = database.drop;
    server = await startServer({ DATABASE_URL: database.url, NIJI_WORKERS: "2", NIJI_JOBS: "0", NIJI_SHUTDOWN_TIMEOUT_SECONDS: "5" });
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("answers from both workers, and a logout is refused by all of them within a second", async () => {
    const member = await signUpAndIn(server.url, `workers.${Date.now()}@example.test`);
    // a new connection each time: the primary hands connections round-robin to the workers
    const me = () => fetch(`${server.url}/api/auth/user`, { headers: { cookie: member.cookie, connection: "close" } });
    await eventually(async () => {
      for (let i = 0; i < 6; i++) expect((await me()).status).toBe(200);
      const pids = new Set(server.logs.filter((line) => line.msg === "request" && line.route === "/api/auth/user").map((line) => line.pid));
      expect(pids.size).toBe(2);
    });
    const out = await fetch(`${server.url}/api/logout`, { headers: { cookie: member.cookie, connection: "close" }, redirect: "manual" });
    expect(out.status).toBe(303);
    const loggedOutAt = Date.now();
    await eventually(async () => {
      for (let i = 0; i < 4; i++) expect((await me()).status).toBe(401);
    }, 1_000);
    expect(Date.now() - loggedOutAt).toBeLessThan(1_000);
  });

  it("on SIGTERM every worker drains and the primary exits 0", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const pids = new Set(server.logs.filter((line) => line.msg === "shut down").map((line) => line.pid));
    expect(pids.size).toBe(2);
  });
});
