import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectLiveEvents, LiveEventsContext, parseLiveEvent, useLiveEvents, type LiveHub, type LiveListener } from "@/hooks/use-live-events";
import type { LiveEvent } from "@/lib/contract/messages/types";
import { message } from "./test-support";

/** A stand-in EventSource the test drives: open, named events, errors, and the browser giving up (CLOSED). */
class FakeSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: { data: string }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
  open() {
    this.readyState = FakeSource.OPEN;
    this.onopen?.();
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: typeof data === "string" ? data : JSON.stringify(data) });
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const connect = () => {
  const onEvent = vi.fn();
  const onReconnect = vi.fn();
  const close = connectLiveEvents("/api/messages/stream", { onEvent, onReconnect }, { EventSourceImpl: FakeSource as unknown as typeof EventSource, retryMs: 1000 });
  return { onEvent, onReconnect, close, source: () => FakeSource.all.at(-1)! };
};

beforeEach(() => {
  FakeSource.all = [];
});
afterEach(() => vi.useRealTimers());

describe("parseLiveEvent", () => {
  it("reads an event's JSON under its SSE type", () => {
    expect(parseLiveEvent("message-deleted", JSON.stringify({ type: "message-deleted", conversationId: "c1", messageId: "m1" }))).toEqual({ type: "message-deleted", conversationId: "c1", messageId: "m1" });
    expect(parseLiveEvent("unread", '{"counts":{"inbox":2,"requests":1}}')).toEqual({ type: "unread", counts: { inbox: 2, requests: 1 } });
  });

  it("ignores unknown types and data that isn't an object", () => {
    expect(parseLiveEvent("ping", "{}")).toBeNull();
    expect(parseLiveEvent("message", "not json")).toBeNull();
    expect(parseLiveEvent("message", "42")).toBeNull();
  });
});

describe("connectLiveEvents", () => {
  it("opens one stream and hands on every event it understands", () => {
    const { onEvent, source } = connect();
    expect(FakeSource.all).toHaveLength(1);
    expect(source().url).toBe("/api/messages/stream");
    source().open();
    const event = { type: "message", conversationId: "c1", message: message("m1"), notify: true };
    source().emit("message", event);
    source().emit("message", "{broken");
    source().emit("conversation-removed", { type: "conversation-removed", conversationId: "c1" });
    expect(onEvent.mock.calls.map(([e]) => (e as LiveEvent).type)).toEqual(["message", "conversation-removed"]);
    expect(onEvent.mock.calls[0]![0]).toEqual(event);
  });

  it("asks for a refetch when the browser's own reconnect succeeds, not on the first open", () => {
    const { onReconnect, source } = connect();
    source().open();
    expect(onReconnect).not.toHaveBeenCalled();
    source().fail(FakeSource.CONNECTING);
    expect(FakeSource.all).toHaveLength(1);
    source().open();
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it("opens a new stream after the browser gave up, then refetches", () => {
    vi.useFakeTimers();
    const { onReconnect, source } = connect();
    const first = source();
    first.open();
    first.fail(FakeSource.CLOSED);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSource.all).toHaveLength(2);
    expect(first.closed).toBe(true);
    source().open();
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it("closes for good: no reopening after close", () => {
    vi.useFakeTimers();
    const { close, source } = connect();
    const first = source();
    close();
    expect(first.closed).toBe(true);
    first.fail(FakeSource.CLOSED);
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.all).toHaveLength(1);
  });
});

describe("useLiveEvents", () => {
  it("subscribes while mounted and unsubscribes on unmount", () => {
    const listeners = new Set<LiveListener>();
    const hub: LiveHub = { subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)), onReconnect: () => () => {} };
    const seen: string[] = [];
    function Probe() {
      useLiveEvents((e) => seen.push(e.type));
      return null;
    }
    const view = render(
      <LiveEventsContext.Provider value={hub}>
        <Probe />
      </LiveEventsContext.Provider>,
    );
    act(() => listeners.forEach((l) => l({ type: "read", conversationId: "c1", readAt: "2026-01-01T00:00:00.000Z" })));
    expect(seen).toEqual(["read"]);
    view.unmount();
    expect(listeners.size).toBe(0);
  });
});
