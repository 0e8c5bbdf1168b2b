import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { db } from "@/lib/data/db";
import { closeLive, liveTransport } from "@/lib/data/realtime/hub";
import { LIVE_CHANNEL, postgresTransport } from "@/lib/data/realtime/postgres-transport";
import type { LiveEnvelope, LiveTransport } from "@/lib/data/realtime/transport";
import { follow } from "@/tests/stories/helpers";
import { send, start, streamHandler } from "@/tests/messages/support";
import { BASE, call, createUser, type Handler, type TestUser } from "@/tests/support/http";

// Issue #28, "The live stream outlives the session ... on every instance". This process is one
// instance (its hub listens on PostgreSQL LISTEN/NOTIFY); a second LiveTransport on the same
// database stands for another instance. PostgreSQL only, like the rest of this folder. Nothing here
// waits on a clock: each wait is for the condition itself, bounded by the test's timeout.

/** b's stream on this instance, read as a browser would. */
async function openStream(who: TestUser) {
  const abort = new AbortController();
  const res = await streamHandler(new Request(`${BASE}/api/messages/stream`, { headers: { cookie: who.cookie }, signal: abort.signal }), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  /** Reads until the server ends the stream, or until `stopAt` shows up in it (which a test then reports); returns the text. */
  const ended = async (stopAt?: string) => {
    while (stopAt === undefined || !text.includes(stopAt)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  };
  return { ended, close: () => abort.abort() };
}

/** Another instance's transport; `heard` resolves with the first envelope it receives that matches. */
async function otherInstance() {
  const waiting: { match: (envelope: LiveEnvelope) => boolean; resolve: (envelope: LiveEnvelope) => void }[] = [];
  const received: LiveEnvelope[] = [];
  const transport: LiveTransport = postgresTransport(inject("databaseUrl"));
  await transport.start((envelope) => {
    received.push(envelope);
    for (const w of waiting.splice(0)) if (w.match(envelope)) w.resolve(envelope);
    else waiting.push(w);
  });
  const heard = (match: (envelope: LiveEnvelope) => boolean) =>
    new Promise<LiveEnvelope>((resolve) => {
      const found = received.find(match);
      if (found) resolve(found);
      else waiting.push({ match, resolve });
    });
  return { transport, heard };
}

async function conversation() {
  const a = await createUser();
  const b = await createUser();
  await follow(b.id, a.id);
  const id = (await start(a, b.id)).data.id as string;
  return { a, b, id };
}

afterAll(async () => {
  await closeLive();
});

describe("a revoked session's stream, across instances (PostgreSQL)", () => {
  it("uses LISTEN/NOTIFY here", async () => {
    expect((await liveTransport()).name).toBe("postgres");
  });

  it("a logout on another instance ends the stream on this one, before any later message", async () => {
    const { a, b, id } = await conversation();
    const stream = await openStream(b);
    const other = await otherInstance();
    try {
      // the other instance ends b's sessions as endSessions does there: the row, then the revocation
      const { sessionVersion } = await db.user.update({ where: { id: b.id }, data: { sessionVersion: { increment: 1 } }, select: { sessionVersion: true } });
      await other.transport.publish({ userIds: [b.id], revokedBelow: sessionVersion });
      expect((await send(a, id, { content: "after the logout elsewhere" })).status).toBe(201);
      // the revocation travels ahead of the message on the one channel: the stream ends before it
      expect(await stream.ended("after the logout elsewhere")).not.toContain("after the logout elsewhere");
    } finally {
      stream.close();
      await other.transport.close();
    }
  });

  it("a logout on this instance reaches the other instance", async () => {
    const { b } = await conversation();
    const other = await otherInstance();
    try {
      expect((await call(logoutRoute as Handler, "/api/logout", { cookie: b.cookie })).status).toBe(303);
      const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: b.id }, select: { sessionVersion: true } });
      const revocation = await other.heard((e) => "revokedBelow" in e && e.userIds.includes(b.id));
      expect(revocation).toEqual({ userIds: [b.id], revokedBelow: sessionVersion });
    } finally {
      await other.transport.close();
    }
  });

  it("after its listener reconnects, an instance re-checks its streams (a revocation sent meanwhile was lost)", async () => {
    const { b } = await conversation();
    const stream = await openStream(b);
    try {
      // revoked with no notification at all (as if it was sent while this instance's listener was away) ...
      await db.user.update({ where: { id: b.id }, data: { sessionVersion: { increment: 1 } } });
      // ... and the listener drops: it reconnects after 500 ms and re-checks every stream it holds
      const admin = new pg.Client({ connectionString: inject("databaseUrl") });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
          [`LISTEN ${LIVE_CHANNEL}`],
        );
        expect(rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      await stream.ended();
    } finally {
      stream.close();
    }
  });
});
