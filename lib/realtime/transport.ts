import type { LiveEvent } from "@/lib/messages/types";

// How a live event travels from the instance that committed a change to every instance holding a
// stream of its recipients. One interface, one transport per process (lib/realtime/hub.ts picks it):
// memory (the embedded PGlite runs one process), postgres (LISTEN/NOTIFY). A Redis pub/sub
// transport (issue #18, REDIS_URL) implements the same three methods and is chosen in hub.ts.
export type LiveEnvelope = { userIds: string[]; event: LiveEvent };

export interface LiveTransport {
  readonly name: "memory" | "postgres";
  /** begins receiving; `deliver` is called for every envelope any instance published */
  start(deliver: (envelope: LiveEnvelope) => void): Promise<void>;
  publish(envelope: LiveEnvelope): Promise<void>;
  close(): Promise<void>;
}
