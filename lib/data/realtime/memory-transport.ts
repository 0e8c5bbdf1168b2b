// server-only, loaded outside Next too
import type { LiveEnvelope, LiveTransport } from "@/lib/data/realtime/transport";

/** In-process delivery: enough where one process serves every stream (the embedded PGlite). */
export function memoryTransport(): LiveTransport {
  let deliver: ((envelope: LiveEnvelope) => void) | null = null;
  return {
    name: "memory",
    async start(fn) {
      deliver = fn;
    },
    async publish(envelope) {
      // a macrotask later, like a network hop: the publisher's response is never held up by fan-out
      setImmediate(() => deliver?.(envelope));
    },
    async close() {
      deliver = null;
    },
  };
}
