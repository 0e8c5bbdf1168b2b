"use client";

import { createContext, useContext, useEffect, useRef } from "react";
import type { LiveEvent, LiveEventType } from "@/lib/contract/messages/types";

// The live stream of messages (GET /api/messages/stream, Server-Sent Events): one EventSource per
// tab, opened by LiveEventsProvider (components/messages) and shared through this context.

export const LIVE_STREAM_URL = "/api/messages/stream";
export const LIVE_EVENT_TYPES = ["message", "message-deleted", "read", "conversation-removed", "unread"] as const satisfies readonly LiveEventType[];
/** How long to wait before opening a new stream once the browser gave up on one (it retries by itself otherwise). */
export const LIVE_RETRY_MS = 5_000;

export type LiveListener = (event: LiveEvent) => void;
export type LiveHub = { subscribe: (listener: LiveListener) => () => void; onReconnect: (listener: () => void) => () => void };

export const LiveEventsContext = createContext<LiveHub | null>(null);

/** One event of the stream, or null when its data is not the JSON of an event of that type. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type)) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== "object" || parsed === null) return null;
    return { ...(parsed as object), type } as LiveEvent;
  } catch {
    return null;
  }
}

type Handlers = { onEvent: LiveListener; /** the stream came back after a drop: what was missed must be refetched */ onReconnect: () => void };
type Options = { EventSourceImpl?: typeof EventSource; retryMs?: number };

/** Opens the stream and keeps it open: the browser reconnects by itself, and a closed stream is reopened after `retryMs`. Returns close. */
export function connectLiveEvents(url: string, { onEvent, onReconnect }: Handlers, { EventSourceImpl = EventSource, retryMs = LIVE_RETRY_MS }: Options = {}) {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dropped = false;
  let closed = false;

  const open = () => {
    const current = new EventSourceImpl(url, { withCredentials: true });
    source = current;
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (e) => {
        const event = parseLiveEvent(type, (e as MessageEvent<string>).data);
        if (event) onEvent(event);
      });
    }
    current.onopen = () => {
      if (dropped) onReconnect();
      dropped = false;
    };
    current.onerror = () => {
      dropped = true;
      if (current.readyState === EventSourceImpl.CLOSED && !closed) {
        current.close();
        timer = setTimeout(open, retryMs);
      }
    };
  };
  open();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/** Calls `listener` with every live event while the component is mounted (the latest listener, without resubscribing). */
export function useLiveEvents(listener: LiveListener, onReconnect?: () => void) {
  const hub = useContext(LiveEventsContext);
  const latest = useRef({ listener, onReconnect });
  useEffect(() => {
    latest.current = { listener, onReconnect };
  });
  useEffect(() => {
    if (!hub) return;
    const off = hub.subscribe((event) => latest.current.listener(event));
    const offReconnect = hub.onReconnect(() => latest.current.onReconnect?.());
    return () => {
      off();
      offReconnect();
    };
  }, [hub]);
}
