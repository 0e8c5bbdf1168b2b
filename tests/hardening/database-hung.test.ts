import net from "node:net";
import { afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as eventsRoute } from "@/app/api/events/route";
import { UNAVAILABLE_MESSAGE } from "@/lib/core/errors";
import { db, disconnectDb, getPool, poolUsage } from "@/lib/data/db";
import { isDatabaseUnavailable } from "@/lib/data/db/unavailable";
import { call, createUser, type Handler } from "@/tests/support/http";

// The hostile run's hung database: with PostgreSQL stopped by SIGSTOP its connections stay open and
// nothing answers; requests holding a connection waited for as long as it hung, the others 15 s. Here
// a relay between the app's pool and the real database stops forwarding, as a stopped server does:
// bytes sent to it stay unread, new connections are accepted and never answered. Without the pool's
// timeouts these requests never answer (and the test times out). The pool gets short limits here (a
// 2.5 s statement, so the client gives up at 3 s; 2 s for a connection: shorter, so a request waiting
// for a connection gives up while the ones holding both still wait), and each test checks the
// pool it runs on has them: nothing else can end the wait, so the settings are what end it (no
// stopwatch: a slow machine takes longer, never fails). The connection limit also bounds opening the
// test's first, healthy connections: at 300 ms a loaded CI machine (journeys in the other lane) once
// took longer to start a PostgreSQL backend, and the warm-up itself failed.
const LIMITS = { NIJI_DB_STATEMENT_TIMEOUT_MS: "2500", NIJI_DB_ACQUIRE_TIMEOUT_MS: "2000" };
const WAIT = { timeout: 5_000, interval: 5 };

type Relay = { url: string; freeze: () => void; close: () => Promise<void> };

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (frozen) {
      client.pause(); // accepted by the kernel, never read: the startup packet goes unanswered
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const saved = {
  DATABASE_URL: process.env.DATABASE_URL,
  NIJI_DB_POOL_MAX: process.env.NIJI_DB_POOL_MAX,
  NIJI_DB_STATEMENT_TIMEOUT_MS: process.env.NIJI_DB_STATEMENT_TIMEOUT_MS,
  NIJI_DB_ACQUIRE_TIMEOUT_MS: process.env.NIJI_DB_ACQUIRE_TIMEOUT_MS,
};
let relay: Relay | null = null;

/** The app's own pool and client (lib/data/db.ts), with two connections as on PostgreSQL, through a relay. */
async function throughRelay() {
  relay = await startRelay(new URL(inject("databaseUrl")));
  await disconnectDb();
  process.env.DATABASE_URL = relay.url;
  process.env.NIJI_DB_POOL_MAX = "2";
  Object.assign(process.env, LIMITS);
  expect(getPool().options).toMatchObject({ max: 2, statement_timeout: 2_500, query_timeout: 3_000, connectionTimeoutMillis: 2_000 });
  return relay;
}

afterEach(async () => {
  await relay?.close(); // first: ending the pool waits for its connections to close
  relay = null;
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await disconnectDb();
});

const unavailable = { message: UNAVAILABLE_MESSAGE, code: "service_unavailable", messageKey: "unavailable" };

describe("a database that stops answering", () => {
  let member: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    member = await createUser();
  });

  it(
    "answers 503 to requests holding a connection, waiting for one and opening one",
    async () => {
      const hung = await throughRelay();
      const list = () => call(eventsRoute as Handler, "/api/events", { cookie: member.cookie });
      expect((await list()).status).toBe(200);
      // both connections open, then the database stops answering
      const open = await Promise.all([getPool().connect(), getPool().connect()]);
      for (const client of open) client.release();
      hung.freeze();
      // one at a time (Prisma would batch their session lookups into one statement): two take the
      // open connections, two more wait for one
      const holding = [list()];
      await vi.waitFor(() => expect(poolUsage()?.idle).toBe(1), WAIT);
      holding.push(list());
      await vi.waitFor(() => expect(poolUsage()?.idle).toBe(0), WAIT);
      const waiting = [list()];
      await vi.waitFor(() => expect(poolUsage()?.waiting).toBe(1), WAIT);
      waiting.push(list());
      await vi.waitFor(() => expect(poolUsage()?.waiting).toBe(2), WAIT);
      const answers = await Promise.all([...holding, ...waiting]);
      // the pool let the two stuck connections go: the next request opens a new one, which never answers
      expect(poolUsage()?.total).toBe(0);
      answers.push(await list());
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.data).toEqual(unavailable);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      }
    },
  );

  it(
    "ends a transaction whose statement got no answer at once, and drops its connection",
    async () => {
      const hung = await throughRelay();
      const error = await db
        .$transaction(async (tx) => {
          await tx.user.count();
          hung.freeze(); // stops answering in the middle of the transaction
          return tx.user.count();
        })
        .then(
          () => null,
          (reason: unknown) => reason,
        );
      expect(isDatabaseUnavailable(error)).toBe(true);
      // its ROLLBACK failed at once instead of waiting for a second timeout, and the connection is
      // gone rather than back in the pool, where the next request would wait on it again
      expect(poolUsage()?.total).toBe(0);
    },
  );

  it(
    "a transaction that cannot start in time (Prisma's P2028) is unavailable too",
    async () => {
      const hung = await throughRelay();
      expect(await db.user.count()).toBeGreaterThanOrEqual(0);
      hung.freeze();
      // Prisma's wait for the transaction to start (maxWait) shorter than the statement's limit, as
      // the defaults are (2 s against 3.5 s)
      const error = await db.$transaction(async (tx) => tx.user.count(), { maxWait: 200 }).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toMatchObject({ code: "P2028" });
      expect(isDatabaseUnavailable(error)).toBe(true);
    },
  );
});
