// server-only, loaded outside Next too
import type { LiveEvent } from "@/lib/contract/messages/types";

// How a live event travels from the instance that committed a change to every instance holding a
// stream of its recipients. One interface, one transport per process (lib/data/realtime/hub.ts picks it):
// memory (the embedded PGlite runs one process), postgres (LISTEN/NOTIFY). A Redis pub/sub
// transport (issue #18, REDIS_URL) implements the same three methods and is chosen in hub.ts.
// Besides the events streams forward, one control envelope travels the same way: `revokedBelow`
// says every session of these members older than that session version has ended (a logout, a
// password change, a suspension), and each instance ends those members' streams at once.
// `endedSessions` says these sessions (Session row ids) of these members were signed out one by one
// (the member's list of devices): their streams end on every instance too.
export type LiveEnvelope =
  | { userIds: string[]; event: LiveEvent }
  | { userIds: string[]; revokedBelow: number }
  | { userIds: string[]; endedSessions: string[] };

export interface LiveTransport {
  readonly name: "memory" | "postgres";
  /**
   * begins receiving; `deliver` is called for every envelope any instance published, `resync` after
   * a gap in which envelopes may have been lost (a reconnected listener)
   */
  start(deliver: (envelope: LiveEnvelope) => void, resync?: () => void): Promise<void>;
  publish(envelope: LiveEnvelope): Promise<void>;
  close(): Promise<void>;
}
