// server-only, loaded outside Next too
import { forgetSession } from "@/lib/data/session";
import { db } from "@/lib/data/db";
import { getEnv } from "@/lib/core/env";
import type { LiveEvent } from "@/lib/contract/messages/types";
import { memoryTransport } from "@/lib/data/realtime/memory-transport";
import { postgresTransport } from "@/lib/data/realtime/postgres-transport";
import type { LiveEnvelope, LiveTransport } from "@/lib/data/realtime/transport";
import { log } from "@/lib/core/log";

// One hub per process: the chosen transport and the streams open on this instance, by member.
/** One open stream: the session version it was opened with, where its events go, how it ends. */
export type LiveSubscriber = { sessionVersion: number; sessionId?: string; send: (event: LiveEvent) => void; end: () => void };
type Hub = { transport: Promise<LiveTransport>; listeners: Map<string, Set<LiveSubscriber>> };
const globalForHub = globalThis as unknown as { nijiLiveHub?: Hub; nijiRevoked?: Map<string, number> };

// The revocations this instance heard, by member (the newest version below which sessions ended), so
// a stream authenticated from a session row cached just before (lib/data/session.ts) that subscribes
// just after still ends at once. Bounded: the oldest entry goes first.
const REVOKED_MAX = 10_000;
const revoked = (globalForHub.nijiRevoked ??= new Map());

function rememberRevocation(userId: string, below: number) {
  if ((revoked.get(userId) ?? 0) >= below) return;
  revoked.delete(userId);
  if (revoked.size >= REVOKED_MAX) revoked.delete(revoked.keys().next().value!);
  revoked.set(userId, below);
}

// Sessions signed out one by one that this instance heard of (bounded like `revoked`).
const endedSessions = ((globalForHub as { nijiEndedSessions?: Set<string> }).nijiEndedSessions ??= new Set<string>());

function rememberEndedSession(sessionId: string) {
  if (endedSessions.size >= REVOKED_MAX) endedSessions.delete(endedSessions.values().next().value!);
  endedSessions.add(sessionId);
}

/** Whether this session was signed out on its own (its device), as far as this instance heard. */
export function isSessionEnded(sessionId: string): boolean {
  return endedSessions.has(sessionId);
}

/** Whether a session of `userId` with this version ended, as far as this instance heard. */
export function isRevoked(userId: string, sessionVersion: number): boolean {
  return sessionVersion < (revoked.get(userId) ?? 0);
}

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

function dispatch(hub: Hub, envelope: LiveEnvelope) {
  if ("endedSessions" in envelope) {
    for (const userId of envelope.userIds) endSessionStreams(hub, userId, envelope.endedSessions);
    return;
  }
  if ("revokedBelow" in envelope) {
    for (const userId of envelope.userIds) endRevoked(hub, userId, envelope.revokedBelow);
    return;
  }
  for (const userId of envelope.userIds) for (const subscriber of hub.listeners.get(userId) ?? []) subscriber.send(envelope.event);
}

/**
 * Ends this instance's streams of sessions older than `below`, synchronously: nothing published after
 * the revocation reaches them. Also forgets this instance's cached copy of the member's session row.
 */
function endRevoked(hub: Hub | undefined, userId: string, below: number) {
  forgetSession(userId);
  rememberRevocation(userId, below);
  for (const subscriber of [...(hub?.listeners.get(userId) ?? [])]) if (subscriber.sessionVersion < below) subscriber.end();
}

/** Ends this instance's streams of these sessions of `userId` and forgets its cached session rows. */
function endSessionStreams(hub: Hub | undefined, userId: string, sessionIds: string[]) {
  forgetSession(userId);
  for (const sessionId of sessionIds) rememberEndedSession(sessionId);
  const ended = new Set(sessionIds);
  for (const subscriber of [...(hub?.listeners.get(userId) ?? [])]) if (subscriber.sessionId && ended.has(subscriber.sessionId)) subscriber.end();
}

type SessionRow = { id: string; sessionVersion: number; suspendedAt: Date | null };

/**
 * After a gap in delivery (a revocation may have been missed): one statement reads the session of
 * every member with a stream open here, and the streams of a member who is gone or suspended, or of
 * an older session version, end. A failed read is logged; the minute's session check stays the backstop.
 */
async function resync(hub: Hub) {
  const userIds = [...hub.listeners.keys()];
  if (userIds.length === 0) return;
  try {
    const rows = await db.$queryRaw<SessionRow[]>`SELECT id, "sessionVersion", "suspendedAt" FROM "User" WHERE id = ANY(${userIds}::text[])`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const userId of userIds) {
      forgetSession(userId);
      const row = byId.get(userId);
      const below = !row || row.suspendedAt ? Number.MAX_SAFE_INTEGER : row.sessionVersion;
      if ([...(hub.listeners.get(userId) ?? [])].some((subscriber) => subscriber.sessionVersion < below)) endRevoked(hub, userId, below);
    }
  } catch (error) {
    log().error({ err: error, members: userIds.length }, "live resync failed");
  }
}

function getHub(): Hub {
  if (globalForHub.nijiLiveHub) return globalForHub.nijiLiveHub;
  const hub: Hub = { listeners: new Map(), transport: null as unknown as Promise<LiveTransport> };
  hub.transport = chooseTransport().then(async (transport) => {
    await transport.start(
      (envelope) => dispatch(hub, envelope),
      () => void resync(hub),
    );
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

/**
 * Every session of `userId` older than `sessionVersion` (the version just stored by a logout, a
 * password change or a suspension) has ended: their streams end on this instance at once and on
 * every other instance as the transport delivers (milliseconds), and the instances' cached copies of
 * the member's session row are forgotten (no need to call forgetSession as well). Call after the
 * commit; never throws.
 */
export async function revokeLive(userId: string, sessionVersion: number): Promise<void> {
  endRevoked(globalForHub.nijiLiveHub, userId, sessionVersion);
  try {
    await (await liveTransport()).publish({ userIds: [userId], revokedBelow: sessionVersion });
  } catch (error) {
    log().error({ err: error }, "live revocation failed");
  }
}

/**
 * These sessions of `userId` were signed out (their rows deleted): their streams end here at once and
 * on every other instance as the transport delivers, and every instance forgets its cached copies of
 * the member's session rows. Call after the commit; never throws.
 */
export async function endLiveSessions(userId: string, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  endSessionStreams(globalForHub.nijiLiveHub, userId, sessionIds);
  try {
    await (await liveTransport()).publish({ userIds: [userId], endedSessions: sessionIds });
  } catch (error) {
    log().error({ err: error }, "live session end failed");
  }
}

/** Registers a stream of `userId` on this instance; returns the unsubscribe function. */
export function subscribeLive(userId: string, subscriber: LiveSubscriber): () => void {
  const hub = getHub();
  const set = hub.listeners.get(userId) ?? new Set();
  set.add(subscriber);
  hub.listeners.set(userId, set);
  return () => {
    set.delete(subscriber);
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
