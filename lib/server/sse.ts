import "server-only";
import { AppError } from "@/lib/core/errors";
import { getSessionUser, type SessionUser } from "@/lib/data/session";
import type { LiveEvent } from "@/lib/contract/messages/types";
import { isRevoked, isSessionEnded, liveTransport, openStreams, subscribeLive } from "@/lib/data/realtime/hub";
import { serverText } from "@/lib/core/server-text";

// GET /api/messages/stream: Server-Sent Events for the signed-in member. `retry: 3000` for the
// browser's reconnect, a comment heartbeat every 25 s (proxies close idle connections). A logout,
// password change or suspension ends the member's older streams on every instance at once (a
// revocation on the live transport, lib/data/realtime/hub.ts); the session is also re-checked after a
// gap in the transport and every minute (a backstop: a deleted account, a lost revocation).
export const MAX_STREAMS_PER_MEMBER = 5;
export const HEARTBEAT_MS = 25_000;
export const SESSION_CHECK_MS = 60_000;
export const TOO_MANY_STREAMS = serverText("tooManyStreams");

export function formatEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export async function liveStreamResponse(req: Request, user: SessionUser, first: () => Promise<LiveEvent>): Promise<Response> {
  if (openStreams(user.id) >= MAX_STREAMS_PER_MEMBER) throw new AppError("rate_limited", TOO_MANY_STREAMS);
  await liveTransport(); // listening before the first byte: nothing published after "connected" is missed
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const send = (text: string) => {
        if (!ended) controller.enqueue(encoder.encode(text));
      };
      const recheck = () => {
        void getSessionUser(req)
          .then((current) => current?.id === user.id || stop())
          .catch(() => undefined);
      };
      const unsubscribe = subscribeLive(user.id, { sessionVersion: user.sessionVersion, sessionId: user.sessionId, send: (event) => send(formatEvent(event)), end: () => stop() });
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      const sessionCheck = setInterval(recheck, SESSION_CHECK_MS);
      stop = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
        req.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      req.signal.addEventListener("abort", stop);
      send("retry: 3000\n\n");
      // authenticated from a copy of the session cached just before a revocation this instance already heard
      if (isRevoked(user.id, user.sessionVersion) || isSessionEnded(user.sessionId)) return stop();
      void first()
        .then((event) => send(formatEvent(event)))
        .catch(() => undefined);
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
