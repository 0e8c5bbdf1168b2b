// server-only, loaded outside Next too
import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/core/env";
import { db } from "@/lib/data/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { servedOverHttps } from "@/lib/core/net/public-url";
import { readCookie, SESSION_COOKIE, sessionTokenFrom } from "@/lib/core/net/cookie";

export { readCookie, SESSION_COOKIE, sessionTokenFrom };

// Sessions are next-auth JWTs (encrypted, in an httpOnly cookie) naming a Session row (`sid`, one per
// signed-in browser: the member's list of devices) and carrying the member's session version; every
// request re-reads the row with its member, and a token whose row is gone (that device was signed
// out) or whose version is stale (logout, password change) is refused. A token without `sid` (signed
// before sessions were rows) is refused: everyone signed in then signs in once more.
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
/** A session's lastSeenAt is written at most this often (never once per request). */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

export const sessionUserSelect = {
  id: true,
  email: true,
  username: true,
  name: true,
  firstName: true,
  lastName: true,
  bio: true,
  profileImageUrl: true,
  backgroundVideoUrl: true,
  isAdmin: true,
  sessionVersion: true,
} as const;

export type SessionUser = {
  id: string;
  email: string;
  username: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  backgroundVideoUrl: string | null;
  isAdmin: boolean;
  sessionVersion: number;
  /** the Session row of this browser's sign-in */
  sessionId: string;
  twoFactorEnabled: boolean;
  /** the address was proved by a mailed link (or needed no proof: see docs/decisions/accounts.md) */
  emailConfirmed: boolean;
  /** their hidden words also keep their own home feed clear (HiddenWordList.hideInFeed): read with the session, so a feed page without it costs no extra statement */
  hidesFeedWords?: boolean;
};

export async function createSessionToken(user: { id: string; sessionVersion: number }, sessionId: string) {
  return encode({
    token: { sub: user.id, sv: user.sessionVersion, sid: sessionId },
    secret: getEnv().AUTH_SECRET,
    maxAge: SESSION_MAX_AGE,
  });
}

/** A Session row for a sign-in of `userId` (the caller sets the cookie); its id goes into the token. */
export async function createSessionRow(userId: string, device: string, deviceKey: string | null): Promise<string> {
  const row = await db.session.create({ data: { userId, device, deviceKey }, select: { id: true } });
  return row.id;
}

type UserColumns = Omit<SessionUser, "sessionId" | "twoFactorEnabled" | "emailConfirmed">;
type SessionRow = UserColumns & { suspendedAt: Date | null; totpEnabledAt: Date | null; emailConfirmedAt: Date | null; lastSeenAt: Date };
type TokenClaims = { sub: string; sv: number; sid: string; exp: number };
type CachedRow = { at: number; userId: string; row: Promise<SessionRow | null> };

// Per-process caches keep the session check off the hot path (docs/decisions/performance.md): a
// decrypted token's claims until it expires (decrypting derives the key and costs ~100 µs), and the
// session row with its member (one statement) for NIJI_SESSION_CACHE_MS (default 500 ms, at most
// 1 s). A logout, password change, suspension, profile edit or signed-out device forgets the copy on
// this process at once (forgetSession, forgetSessionRow); other processes and instances see it when
// their copy expires, so a revoked session is refused everywhere within 1 s.
const TOKEN_CACHE_MAX = 10_000;
const caches = globalThis as unknown as {
  nijiTokens?: Map<string, TokenClaims>;
  nijiSessionRows?: Map<string, CachedRow>;
  nijiSessionsOf?: Map<string, Set<string>>;
  nijiLastSeen?: Map<string, number>;
};
const tokens = (caches.nijiTokens ??= new Map());
const sessionRows = (caches.nijiSessionRows ??= new Map());
// which cached session ids belong to a member, so forgetSession(userId) drops all of them
const sessionsOf = (caches.nijiSessionsOf ??= new Map());
// when this process last wrote a session's lastSeenAt
const lastSeen = (caches.nijiLastSeen ??= new Map());

async function readClaims(token: string): Promise<TokenClaims | null> {
  const cached = tokens.get(token);
  if (cached) {
    if (cached.exp * 1000 > Date.now()) return cached;
    tokens.delete(token);
    return null;
  }
  let payload: Awaited<ReturnType<typeof decode>>;
  try {
    payload = await decode({ token, secret: getEnv().AUTH_SECRET });
  } catch {
    return null;
  }
  if (!payload || typeof payload.sub !== "string" || typeof payload.sv !== "number" || typeof payload.exp !== "number") return null;
  if (typeof payload.sid !== "string") return null; // signed before sessions were rows
  const claims = { sub: payload.sub, sv: payload.sv, sid: payload.sid, exp: payload.exp };
  if (tokens.size >= TOKEN_CACHE_MAX) tokens.delete(tokens.keys().next().value!); // the oldest
  tokens.set(token, claims);
  return claims;
}

const userColumns = Prisma.raw(Object.keys(sessionUserSelect).map((column) => `u."${column}"`).join(", "));

function dropCached(sessionId: string) {
  const cached = sessionRows.get(sessionId);
  if (!cached) return;
  sessionRows.delete(sessionId);
  const set = sessionsOf.get(cached.userId);
  set?.delete(sessionId);
  if (set?.size === 0) sessionsOf.delete(cached.userId);
}

// One statement: the session row and its member.
function readSessionRow(sessionId: string, userId: string): Promise<SessionRow | null> {
  const ttl = getEnv().NIJI_SESSION_CACHE_MS;
  const now = Date.now();
  const cached = sessionRows.get(sessionId);
  if (cached && now - cached.at < ttl) return cached.row;
  // stamped before the read starts, so a copy is never older than the TTL
  const row = db
    .$queryRaw<SessionRow[]>`SELECT ${userColumns}, u."suspendedAt", u."totpEnabledAt", u."emailConfirmedAt", s."lastSeenAt",
        EXISTS (SELECT 1 FROM "HiddenWordList" h WHERE h."userId" = u.id AND h."hideInFeed") AS "hidesFeedWords"
      FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = ${sessionId} AND s."userId" = ${userId}`
    .then((rows) => rows[0] ?? null);
  if (ttl > 0) {
    dropCached(sessionId);
    if (sessionRows.size >= TOKEN_CACHE_MAX) dropCached(sessionRows.keys().next().value!);
    sessionRows.set(sessionId, { at: now, userId, row });
    let set = sessionsOf.get(userId);
    if (!set) sessionsOf.set(userId, (set = new Set()));
    set.add(sessionId);
    row.catch(() => {
      if (sessionRows.get(sessionId)?.row === row) dropCached(sessionId);
    });
  }
  return row;
}

/** Drops this process's copies of the member's session rows: call after changing any of their fields. */
export function forgetSession(userId: string) {
  for (const sessionId of [...(sessionsOf.get(userId) ?? [])]) dropCached(sessionId);
}

/** Drops this process's copy of one session row: call after deleting it (that device signed out). */
export function forgetSessionRow(sessionId: string) {
  dropCached(sessionId);
}

/** Writes lastSeenAt when it is LAST_SEEN_EVERY_MS old, in the background: the request never waits for it. */
function markSeen(sessionId: string, seenAt: Date) {
  const now = Date.now();
  if (now - Math.max(seenAt.getTime(), lastSeen.get(sessionId) ?? 0) < LAST_SEEN_EVERY_MS) return;
  lastSeen.delete(sessionId);
  if (lastSeen.size >= TOKEN_CACHE_MAX) lastSeen.delete(lastSeen.keys().next().value!);
  lastSeen.set(sessionId, now);
  db.session.updateMany({ where: { id: sessionId }, data: { lastSeenAt: new Date(now) } }).catch(() => lastSeen.delete(sessionId));
}

/** A signed-in member whose account is suspended: they reach only their account status and their appeal. */
export type StandingUser = SessionUser & { suspended: boolean };

async function readSessionUser(token: string | null | undefined): Promise<StandingUser | null> {
  if (!token || token.length > 4096) return null;
  const claims = await readClaims(token);
  if (!claims) return null;
  const row = await readSessionRow(claims.sid, claims.sub);
  if (!row || row.sessionVersion !== claims.sv) return null;
  markSeen(claims.sid, row.lastSeenAt);
  const { suspendedAt, totpEnabledAt, emailConfirmedAt, lastSeenAt: _lastSeenAt, ...user } = row;
  void _lastSeenAt;
  return { ...user, sessionId: claims.sid, twoFactorEnabled: totpEnabledAt !== null, emailConfirmed: emailConfirmedAt !== null, suspended: suspendedAt !== null };
}

/**
 * The member of a session token, or null. A suspended member is signed out here, so every page and
 * endpoint refuses them as before; only getStandingFromToken (the account-status page, its API and
 * the appeal endpoint, through withStanding and getCurrentStanding) lets them through.
 */
export async function getUserFromToken(token: string | null | undefined): Promise<SessionUser | null> {
  const user = await readSessionUser(token);
  if (!user || user.suspended) return null;
  const { suspended: _suspended, ...member } = user;
  void _suspended;
  return member;
}

/** The member of a session token, suspended or not (`suspended` says which). */
export function getStandingFromToken(token: string | null | undefined): Promise<StandingUser | null> {
  return readSessionUser(token);
}

export function getSessionUser(req: Request) {
  return getUserFromToken(sessionTokenFrom(req.headers.get("cookie")));
}

/** The request's member, suspended or not: only for what a suspended member may reach (withStanding, logout). */
export function getStandingUser(req: Request) {
  return getStandingFromToken(sessionTokenFrom(req.headers.get("cookie")));
}

// Secure follows NIJI_PUBLIC_URL, never a client-supplied X-Forwarded-Proto.
export function sessionCookie(token: string) {
  const secure = servedOverHttps() ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE}${secure}`;
}

export function clearedSessionCookie() {
  const secure = servedOverHttps() ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
