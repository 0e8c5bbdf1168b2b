import { AppError } from "@/lib/api/errors";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import type { LiveEvent } from "@/lib/messages/types";
import { liveTransport, openStreams, subscribeLive } from "@/lib/realtime/hub";

// GET /api/messages/stream: Server-Sent Events for the signed-in member. `retry: 3000` for the
// browser's reconnect, a comment heartbeat every 25 s (proxies close idle connections), the
// session re-checked every minute (a signed-out or suspended member's stream ends).
export const MAX_STREAMS_PER_MEMBER = 5;
export const HEARTBEAT_MS = 25_000;
export const SESSION_CHECK_MS = 60_000;
export const TOO_MANY_STREAMS = "Too many open message streams: close a tab and try again";

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
      const unsubscribe = subscribeLive(user.id, (event) => send(formatEvent(event)));
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      const sessionCheck = setInterval(() => {
        void getSessionUser(req)
          .then((current) => current?.id === user.id || stop())
          .catch(() => undefined);
      }, SESSION_CHECK_MS);
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
