import { afterAll, describe, expect, inject, it } from "vitest";
import type { LiveEvent } from "@/lib/messages/types";
import { closeLive, liveTransport } from "@/lib/realtime/hub";
import { MAX_STREAMS_PER_MEMBER } from "@/lib/realtime/sse";
import { block } from "@/tests/safety/support";
import { follow } from "@/tests/stories/helpers";
import { BASE, createUser, type TestUser } from "@/tests/support/http";
import { read, removeMessage, send, settings, start, streamHandler } from "./support";

// The live stream, read as a browser would: on the embedded PGlite the in-process bus carries the
// events, on PostgreSQL (TEST_DATABASE_URL) LISTEN/NOTIFY on a dedicated connection.
type Stream = { status: number; headers: Headers; next: (type: LiveEvent["type"]) => Promise<LiveEvent>; raw: () => string; close: () => void };

async function openStream(who: TestUser | null): Promise<Stream> {
  const abort = new AbortController();
  const req = new Request(`${BASE}/api/messages/stream`, { headers: who ? { cookie: who.cookie } : {}, signal: abort.signal });
  const res = await streamHandler(req, { params: Promise.resolve({}) });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let all = "";
  const events: LiveEvent[] = [];
  const next = async (type: LiveEvent["type"]) => {
    for (;;) {
      const index = events.findIndex((e) => e.type === type);
      if (index >= 0) return events.splice(index, 1)[0]!;
      const chunk = await reader!.read();
      if (chunk.done) throw new Error(`stream ended before a ${type} event`);
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
    }
  };
  return { status: res.status, headers: res.headers, next, raw: () => all, close: () => abort.abort() };
}

afterAll(async () => {
  await closeLive();
});

describe(`live stream (${inject("embedded") ? "in-process bus" : "PostgreSQL LISTEN/NOTIFY"})`, () => {
  it("uses the transport of the database", async () => {
    expect((await liveTransport()).name).toBe(inject("embedded") ? "memory" : "postgres");
  });

  it("delivers a message to the other member, read receipts, deletion and a block", async () => {
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

    await block(a, b.id);
    expect(await stream.next("conversation-removed")).toEqual({ type: "conversation-removed", conversationId: id });
    expect(await aStream.next("conversation-removed")).toEqual({ type: "conversation-removed", conversationId: id });
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
