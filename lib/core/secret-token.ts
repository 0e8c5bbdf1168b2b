// server-only, loaded outside Next too
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// Single-use tokens handed out in links and cookies (mail links, the pending two-factor sign-in) are
// `<row id>.<secret>`: the row is found by its id, and only the secret's SHA-256 is stored and then
// compared in constant time, so a database dump gives no usable token and a lookup leaks no timing.

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function joinToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

const TOKEN = /^([a-z0-9]{1,40})\.([A-Za-z0-9_-]{43})$/;

/** `{ id, secret }` of a well-formed token, else null (anything else is a forgery: never looked up). */
export function splitToken(token: unknown): { id: string; secret: string } | null {
  if (typeof token !== "string") return null;
  const match = TOKEN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}
