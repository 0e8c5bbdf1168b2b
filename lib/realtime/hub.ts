import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { LiveEvent } from "@/lib/messages/types";
import { memoryTransport } from "@/lib/realtime/memory-transport";
import { postgresTransport } from "@/lib/realtime/postgres-transport";
import type { LiveEnvelope, LiveTransport } from "@/lib/realtime/transport";
import { log } from "@/lib/observability/log";

// One hub per process: the chosen transport and the streams open on this instance, by member.
type Listener = (event: LiveEvent) => void;
type Hub = { transport: Promise<LiveTransport>; listeners: Map<string, Set<Listener>> };
const globalForHub = globalThis as unknown as { nijiLiveHub?: Hub };

/** PGlite reports a wasm build in version(); anything else is a PostgreSQL server other instances share. */
async function isEmbedded(): Promise<boolean> {
  const [row] = await db.$queryRaw<{ version: string }[]>`SELECT version() AS "version"`;
  return /wasm|emscripten/i.test(row?.version ?? "");
}

async function chooseTransport(): Promise<LiveTransport> {
  const { NIJI_REALTIME, DATABASE_URL } = getEnv();
  const mode = NIJI_REALTIME === "auto" ? ((await isEmbedded()) ? "memory" : "postgres") : NIJI_REALTIME;
  // (issue #18: REDIS_URL set -> a Redis pub/sub transport here)
  return mode === "postgres" ? postgresTransport(DATABASE_URL) : memoryTransport();
}

function dispatch(hub: Hub, { userIds, event }: LiveEnvelope) {
  for (const userId of userIds) for (const listener of hub.listeners.get(userId) ?? []) listener(event);
}

function getHub(): Hub {
  if (globalForHub.nijiLiveHub) return globalForHub.nijiLiveHub;
  const hub: Hub = { listeners: new Map(), transport: null as unknown as Promise<LiveTransport> };
  hub.transport = chooseTransport().then(async (transport) => {
    await transport.start((envelope) => dispatch(hub, envelope));
    return transport;
  });
  // a failed start is retried by the next caller
  hub.transport.catch(() => {
    if (globalForHub.nijiLiveHub === hub) globalForHub.nijiLiveHub = undefined;
  });
  globalForHub.nijiLiveHub = hub;
  return hub;
}

/** The transport in use (starts it on first call). */
export function liveTransport(): Promise<LiveTransport> {
  return getHub().transport;
}

/** Sends `event` to every open stream of `userIds`, on any instance. Call after the commit; never throws. */
export async function publishLive(userIds: string[], event: LiveEvent): Promise<void> {
  if (userIds.length === 0) return;
  try {
    await (await liveTransport()).publish({ userIds, event });
  } catch (error) {
    log().error({ err: error, event: event.type }, "live publish failed");
  }
}

/** Registers a stream of `userId` on this instance; returns the unsubscribe function. */
export function subscribeLive(userId: string, listener: Listener): () => void {
  const hub = getHub();
  const set = hub.listeners.get(userId) ?? new Set();
  set.add(listener);
  hub.listeners.set(userId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0 && hub.listeners.get(userId) === set) hub.listeners.delete(userId);
  };
}

/** Open streams of `userId` on this instance. */
export function openStreams(userId: string): number {
  return getHub().listeners.get(userId)?.size ?? 0;
}

/** Closes the transport (tests, shutdown). */
export async function closeLive(): Promise<void> {
  const hub = globalForHub.nijiLiveHub;
  globalForHub.nijiLiveHub = undefined;
  if (hub) await (await hub.transport.catch(() => null))?.close();
}
