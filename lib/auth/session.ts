import { decode, encode } from "next-auth/jwt";
import { getEnv } from "@/lib/env";
import { db } from "@/lib/db";
import { servedOverHttps } from "@/lib/net/public-url";

// Sessions are next-auth JWTs (encrypted, in an httpOnly cookie) carrying the user's session
// version; every request re-reads the user and rejects a token whose version is stale, so logout
// and password changes end sessions on the server.
export const SESSION_COOKIE = "next-auth.session-token";
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

export function readCookie(cookieHeader: string | null, name: string) {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    // A value that does not decode cannot be a token we issued: treat it as signed out.
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export async function getUserFromToken(token: string | null | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 4096) return null;
  let payload: Awaited<ReturnType<typeof decode>>;
  try {
    payload = await decode({ token, secret: getEnv().AUTH_SECRET });
  } catch {
    return null;
  }
  if (!payload || typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
  const row = await db.user.findUnique({ where: { id: payload.sub }, select: { ...sessionUserSelect, suspendedAt: true } });
  // A suspended member is signed out (suspension also bumps sessionVersion; this is the second lock).
  if (!row || row.sessionVersion !== payload.sv || row.suspendedAt) return null;
  const { suspendedAt: _suspendedAt, ...user } = row;
  void _suspendedAt;
  return user;
}

export function getSessionUser(req: Request) {
  return getUserFromToken(readCookie(req.headers.get("cookie"), SESSION_COOKIE));
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
