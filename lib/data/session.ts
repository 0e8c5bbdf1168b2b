// server-only, loaded outside Next too
import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/core/env";
import { db } from "@/lib/data/db";
import { servedOverHttps } from "@/lib/core/net/public-url";
import { readCookie, SESSION_COOKIE, sessionTokenFrom } from "@/lib/core/net/cookie";

export { readCookie, SESSION_COOKIE, sessionTokenFrom };

// Sessions are next-auth JWTs (encrypted, in an httpOnly cookie) carrying the user's session
// version; every request re-reads the user and rejects a token whose version is stale, so logout
// and password changes end sessions on the server.
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

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
};

export async function createSessionToken(user: { id: string; sessionVersion: number }) {
  return encode({
    token: { sub: user.id, sv: user.sessionVersion },
    secret: getEnv().AUTH_SECRET,
    maxAge: SESSION_MAX_AGE,
  });
}

type SessionRow = SessionUser & { suspendedAt: Date | null };
type TokenClaims = { sub: string; sv: number; exp: number };

// Two per-process caches keep the session check off the hot path (docs/decisions/performance.md):
// a decrypted token's claims until it expires (decrypting derives the key and costs ~100 µs), and
// the member's row for NIJI_SESSION_CACHE_MS (default 500 ms, at most 1 s). A logout, password change, suspension
// or profile edit forgets the row on this process at once (forgetSession); other processes and
// instances see it when their copy expires, so a revoked session is refused everywhere within 1 s.
const TOKEN_CACHE_MAX = 10_000;
const caches = globalThis as unknown as { nijiTokens?: Map<string, TokenClaims>; nijiSessions?: Map<string, { at: number; row: Promise<SessionRow | null> }> };
const tokens = (caches.nijiTokens ??= new Map());
const sessions = (caches.nijiSessions ??= new Map());

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
  const claims = { sub: payload.sub, sv: payload.sv, exp: payload.exp };
  if (tokens.size >= TOKEN_CACHE_MAX) tokens.delete(tokens.keys().next().value!); // the oldest
  tokens.set(token, claims);
  return claims;
}

function readSessionRow(userId: string): Promise<SessionRow | null> {
  const ttl = getEnv().NIJI_SESSION_CACHE_MS;
  const now = Date.now();
  const cached = sessions.get(userId);
  if (cached && now - cached.at < ttl) return cached.row;
  // stamped before the read starts, so a copy is never older than the TTL
  const row = db.user.findUnique({ where: { id: userId }, select: { ...sessionUserSelect, suspendedAt: true } });
  if (ttl > 0) {
    if (sessions.size >= TOKEN_CACHE_MAX) sessions.delete(sessions.keys().next().value!);
    sessions.set(userId, { at: now, row });
    row.catch(() => sessions.delete(userId));
  }
  return row;
}

/** Drops this process's copy of the member's session row: call after changing any of its fields. */
export function forgetSession(userId: string) {
  sessions.delete(userId);
}

export async function getUserFromToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 4096) return null;
  const claims = await readClaims(token);
  if (!claims) return null;
  const row = await readSessionRow(claims.sub);
  // A suspended member is signed out (suspension also bumps sessionVersion; this is the second lock).
  if (!row || row.sessionVersion !== claims.sv || row.suspendedAt) return null;
  const { suspendedAt: _suspendedAt, ...user } = row;
  void _suspendedAt;
  return user;
}

export function getSessionUser(req: Request) {
  return getUserFromToken(sessionTokenFrom(req.headers.get("cookie")));
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
