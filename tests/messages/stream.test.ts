import { afterAll, describe, expect, inject, it } from "vitest";
import { POST as resolveRoute } from "@/app/api/admin/reports/[id]/resolve/route";
import { PUT as putWordsRoute } from "@/app/api/hidden-words/route";
import { PUT as putLimitsRoute } from "@/app/api/limits/route";
import { GET as logoutRoute } from "@/app/api/logout/route";
import { DELETE as deleteUserRoute, PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import type { LiveEvent } from "@/lib/contract/messages/types";
import { closeLive, liveTransport, openStreams } from "@/lib/data/realtime/hub";
import { getUserFromToken } from "@/lib/data/session";
import { liveStreamResponse, MAX_STREAMS_PER_MEMBER } from "@/lib/server/sse";
import { block, mute } from "@/tests/safety/support";
import { follow } from "@/tests/stories/helpers";
import { reportHandler } from "@/tests/moderation/support";
import { BASE, call, createUser, type Handler, type TestUser } from "@/tests/support/http";
import { open, read, removeMessage, send, settings, start, streamHandler } from "./support";

// The live stream, read as a browser would: on the embedded PGlite the in-process bus carries the
// events, on PostgreSQL LISTEN/NOTIFY on a dedicated connection.
type Stream = {
  status: number;
  headers: Headers;
  next: (type: LiveEvent["type"]) => Promise<LiveEvent>;
  /** events received but not yet taken by next() */
  pending: () => LiveEvent[];
  /**
   * Reads on until the server ends the stream, or until an event of type `stopAt` arrives (which a
   * test then reports, rather than waiting for an end that will not come); returns the events not yet taken.
   */
  ended: (stopAt?: LiveEvent["type"]) => Promise<LiveEvent[]>;
  raw: () => string;
  close: () => void;
};

async function openStream(who: TestUser | null): Promise<Stream> {
  const abort = new AbortController();
  const req = new Request(`${BASE}/api/messages/stream`, { headers: who ? { cookie: who.cookie } : {}, signal: abort.signal });
  const res = await streamHandler(req, { params: Promise.resolve({}) });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let all = "";
  const events: LiveEvent[] = [];
  let done = false;
  // one read at a time, shared by next() and ended()
  let pulling: Promise<boolean> | null = null;
  const pull = () => (pulling ??= pullOnce().finally(() => (pulling = null)));
  const next = async (type: LiveEvent["type"]) => {
    for (;;) {
      const index = events.findIndex((e) => e.type === type);
      if (index >= 0) return events.splice(index, 1)[0]!;
      if (!(await pull())) throw new Error(`stream ended before a ${type} event`);
    }
  };
  const ended = async (stopAt?: LiveEvent["type"]) => {
    while (!events.some((e) => e.type === stopAt) && (await pull()));
    return events.splice(0);
  };
  /** reads one chunk into `events`; false once the stream is done */
  async function pullOnce(): Promise<boolean> {
    if (done) return false;
    const chunk = await reader!.read();
    if (chunk.done) {
      done = true;
      return false;
    }
    const text = decoder.decode(chunk.value, { stream: true });
    buffer += text;
    all += text;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split("\n").find((line) => line.startsWith("data: "));
      if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
    }
    return true;
  }
  return { status: res.status, headers: res.headers, next, pending: () => events, ended, raw: () => all, close: () => abort.abort() };
}

const putWords = (who: TestUser, body: unknown) => call(putWordsRoute as Handler, "/api/hidden-words", { method: "PUT", cookie: who.cookie, body });
const putLimits = (who: TestUser, body: unknown) => call(putLimitsRoute as Handler, "/api/limits", { method: "PUT", cookie: who.cookie, body });

afterAll(async () => {
  await closeLive();
});

describe(`live stream (${inject("embedded") ? "in-process bus" : "PostgreSQL LISTEN/NOTIFY"})`, () => {
  it("uses the transport of the database", async () => {
    expect((await liveTransport()).name).toBe(inject("embedded") ? "memory" : "postgres");
  });

  it("delivers a message to the other member, read receipts, deletion, and a block to the blocker alone", async () => {
    const a = await createUser();
    const b = await createUser();
    await follow(b.id, a.id);
    await follow(a.id, b.id);
    const stream = await openStream(b);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.headers.get("cache-control")).toMatch(/no-cache/);
    expect(await stream.next("unread")).toEqual({ type: "unread", counts: { inbox: 0, requests: 0 } });
    expect(stream.raw()).toContain("retry: 3000");

    const id = (await start(a, b.id)).data.id;
    const sent = await send(a, id, { content: "live hello" });
    const event = await stream.next("message");
    expect(event).toMatchObject({ type: "message", conversationId: id, notify: true, message: { id: sent.data.id, content: "live hello" } });
    expect(await stream.next("unread")).toEqual({ type: "unread", counts: { inbox: 1, requests: 0 } });

    // "read" only where Seen shows: both turned receipts on
    const aStream = await openStream(a);
    await aStream.next("unread");
    await settings(a, a.id, { readReceipts: true });
    await settings(b, b.id, { readReceipts: true });
    const readAt = (await read(b, id)).data.readAt;
    expect(await aStream.next("read")).toEqual({ type: "read", conversationId: id, readAt });

    expect((await removeMessage(a, sent.data.id)).status).toBe(204);
    expect(await stream.next("message-deleted")).toEqual({ type: "message-deleted", conversationId: id, messageId: sent.data.id });

    // a blocks b: a's own tabs leave the thread; b's stream hears nothing (issue #28: "Niji won't tell
    // them"). Proof of nothing: a later event to b arrives, and nothing came before it.
    expect((await block(a, b.id)).status).toBe(200);
    expect(await aStream.next("conversation-removed")).toEqual({ type: "conversation-removed", conversationId: id });
    const c = await createUser();
    await follow(b.id, c.id);
    const later = (await send(c, (await start(c, b.id)).data.id, { content: "after the block" })).data.id;
    expect(await stream.next("message")).toMatchObject({ message: { id: later } });
    expect(stream.pending().map((e) => e.type)).not.toContain("conversation-removed");
    // their next read simply finds nothing
    expect((await open(b, id)).status).toBe(404);
    stream.close();
    aStream.close();
  });

  it("a large message event travels as a reference and is re-read", async () => {
    const a = await createUser();
    const b = await createUser();
    await follow(b.id, a.id);
    const id = (await start(a, b.id)).data.id;
    const message = (await send(a, id, { content: "stored text" })).data;
    const stream = await openStream(b);
    await stream.next("unread");
    const transport = await liveTransport();
    await transport.publish({ userIds: [b.id], event: { type: "message", conversationId: id, notify: true, message: { ...message, content: "x".repeat(9000) } } });
    const event = await stream.next("message");
    // PostgreSQL re-reads the stored message; the in-process bus passes the object itself
    expect(event).toMatchObject({ type: "message", message: { id: message.id, content: inject("embedded") ? "x".repeat(9000) : "stored text" } });
    stream.close();
  });

  it("a request hidden by the recipient's words or held by their Limits reaches no stream; a muted sender's arrives without notify", async () => {
    const [b, limited, stranger, friend, muted] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
    expect((await putWords(b, { words: ["ugly"] })).status).toBe(200);
    expect((await putLimits(limited, { on: true, duration: "1w" })).status).toBe(200);
    await follow(b.id, friend.id);
    await follow(limited.id, friend.id);
    const [stream, limitedStream] = await Promise.all([openStream(b), openStream(limited)]);
    await Promise.all([stream.next("unread"), limitedStream.next("unread")]);
    // proof of nothing: the friend's later message is the first message event each stream hears
    expect((await send(stranger, (await start(stranger, b.id)).data.id, { content: "you are ugly" })).status).toBe(201);
    expect((await send(stranger, (await start(stranger, limited.id)).data.id, { content: "hello" })).status).toBe(201);
    const later = (await send(friend, (await start(friend, b.id)).data.id, { content: "hi" })).data.id;
    const laterLimited = (await send(friend, (await start(friend, limited.id)).data.id, { content: "hi" })).data.id;
    expect(await stream.next("message")).toMatchObject({ message: { id: later }, notify: true });
    expect(await limitedStream.next("message")).toMatchObject({ message: { id: laterLimited }, notify: true });
    // nor an unread count: the first one after "connected" is the friend's
    expect(await stream.next("unread")).toEqual({ type: "unread", counts: { inbox: 1, requests: 0 } });
    expect(await limitedStream.next("unread")).toEqual({ type: "unread", counts: { inbox: 1, requests: 0 } });
    expect((await mute(b, muted.id)).status).toBe(200);
    const quiet = (await send(muted, (await start(muted, b.id)).data.id, { content: "hello" })).data.id;
    expect(await stream.next("message")).toMatchObject({ message: { id: quiet }, notify: false });
    stream.close();
    limitedStream.close();
  });

  it("anonymous gets 401; at most five streams per member", async () => {
    expect((await openStream(null)).status).toBe(401);
    const a = await createUser();
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) {
      const s = await openStream(a);
      expect(s.status).toBe(200);
      open.push(s);
    }
    expect((await openStream(a)).status).toBe(429);
    open[0]!.close();
    await open[0]!.next("unread").catch(() => undefined);
    const again = await openStream(a);
    expect(again.status).toBe(200);
    for (const s of [...open, again]) s.close();
  });
});

// Issue #28, "The live stream outlives the session": a logout (which ends every session of the
// member), a password change or a suspension ends the member's open streams at once, before any
// later event: the local revocation ends them before the revoking request answers, so the tests
// check that no stream of the member is open by then and that the stream ends with nothing after the
// revocation. Without it they stayed open until the minute's session check.
describe("a revoked session's stream", () => {
  const logout = (who: TestUser) => call(logoutRoute as Handler, "/api/logout", { cookie: who.cookie });
  const updateUser = (who: TestUser, body: Record<string, unknown>) =>
    call(updateUserRoute as Handler, `/api/users/${who.id}`, { method: "PUT", cookie: who.cookie, params: { id: who.id }, body: { username: who.username, ...body } });

  /** b's stream open on a conversation with a, and that conversation. */
  async function streaming() {
    const a = await createUser();
    const b = await createUser();
    await follow(b.id, a.id);
    const id = (await start(a, b.id)).data.id as string;
    const stream = await openStream(b);
    await stream.next("unread");
    return { a, b, id, stream };
  }

  /** The revocation has answered: b's streams are closed already, and a message sent now never reaches them. */
  async function endsBeforeTheNextMessage(stream: Stream, a: TestUser, b: TestUser, id: string) {
    expect(openStreams(b.id)).toBe(0);
    expect((await send(a, id, { content: "after the revocation" })).status).toBe(201);
    const rest = await stream.ended("message");
    expect(rest.filter((e) => e.type === "message")).toEqual([]);
  }

  it("ends at a logout", async () => {
    const { a, b, id, stream } = await streaming();
    expect((await logout(b)).status).toBe(303);
    await endsBeforeTheNextMessage(stream, a, b, id);
  });

  it("ends at a password change; the new session's stream stays", async () => {
    const { a, b, id, stream } = await streaming();
    const changed = await updateUser(b, { currentPassword: b.password, password: "another-rainbow-456" });
    expect(changed.status).toBe(200);
    await endsBeforeTheNextMessage(stream, a, b, id);
    const cookie = (changed.headers.get("set-cookie") ?? "").split(";")[0]!;
    const fresh = await openStream({ ...b, cookie });
    expect(fresh.status).toBe(200);
    const sent = (await send(a, id, { content: "to the new session" })).data.id;
    // the message sent after the revocation is b's too: its live event (through the transport, after the
    // write) may still reach the new session's stream opened just after it was sent; nothing else may
    let event = await fresh.next("message");
    if (event.type === "message" && event.message.content === "after the revocation") event = await fresh.next("message");
    expect(event).toMatchObject({ message: { id: sent, content: "to the new session" } });
    fresh.close();
  });

  it("ends at a suspension", async () => {
    const { a, b, id, stream } = await streaming();
    const admin = await createUser({ admin: true });
    const filed = await call(reportHandler, "/api/reports", { cookie: a.cookie, body: { targetType: "user", targetId: b.id, reason: "harassment" } });
    expect(filed.status).toBe(201);
    const resolved = await call(resolveRoute as Handler, `/api/admin/reports/${filed.data.id}/resolve`, {
      cookie: admin.cookie,
      params: { id: filed.data.id },
      body: { action: "suspend" },
    });
    expect(resolved.status).toBe(200);
    expect(openStreams(b.id)).toBe(0);
    // nothing can be sent to a suspended member any more (404): the stream just ends
    expect((await send(a, id, { content: "to a suspended member" })).status).toBe(404);
    expect(await stream.ended()).toEqual([]);
  });

  it("ends at the deletion of the account", async () => {
    const { b, stream } = await streaming();
    const deleted = await call(deleteUserRoute as Handler, `/api/users/${b.id}`, { method: "DELETE", cookie: b.cookie, params: { id: b.id }, body: { password: b.password } });
    expect(deleted.status).toBe(204);
    expect(openStreams(b.id)).toBe(0);
    expect(await stream.ended()).toEqual([]);
  });

  it("ends as it opens when its session was read from a copy older than a revocation this instance heard", async () => {
    const { b } = await streaming();
    const token = b.cookie.slice(b.cookie.indexOf("=") + 1);
    const before = (await getUserFromToken(token))!; // what a session cache could still hand out for a moment
    expect((await logout(b)).status).toBe(303);
    const res = await liveStreamResponse(new Request(`${BASE}/api/messages/stream`), before, async () => ({ type: "unread", counts: { inbox: 0, requests: 0 } }));
    expect(res.status).toBe(200);
    expect(openStreams(b.id)).toBe(0); // ended as it opened
    expect(await res.text()).toBe("retry: 3000\n\n");
  });

  it("a profile edit that keeps the session keeps the stream", async () => {
    const { a, b, id, stream } = await streaming();
    expect((await updateUser(b, { firstName: "Renamed" })).status).toBe(200);
    const sent = (await send(a, id, { content: "still here" })).data.id;
    expect(await stream.next("message")).toMatchObject({ message: { id: sent } });
    stream.close();
  });
});

