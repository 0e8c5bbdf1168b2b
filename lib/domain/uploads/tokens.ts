import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { OBJECT_PATH_PREFIX, UPLOAD_PATH_PREFIX } from "@/lib/contract/uploads/endpoints";
export { incomingKey } from "@/lib/contract/uploads/endpoints";
import { isValidStorageKey } from "@/lib/data/storage";

/** How long a fresh upload address may be used to start the PUT. */
export const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, base64url; only its sha-256 is stored. */
export const newUploadToken = () => randomBytes(32).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const isUploadToken = (token: string) => TOKEN_PATTERN.test(token);

/** The token of an upload address ("/api/uploads/<token>", absolute or relative, query ignored), or null. */
export function tokenFromUploadUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, "http://upload.invalid").pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const token = pathname.slice(UPLOAD_PATH_PREFIX.length);
  return isUploadToken(token) ? token : null;
}

const INCOMING_PATH = /\/incoming\/([0-9a-f]{64})$/;

/**
 * The token hash an upload address names: "/api/uploads/<token>" (through the app), or a direct
 * address on the object store ".../incoming/<sha-256 of the token>?X-Amz-…"; null for anything else.
 * Only the hash is looked up; the owner check at registration does the rest.
 */
export function tokenHashFromUploadUrl(url: string): string | null {
  const token = tokenFromUploadUrl(url);
  if (token) return hashToken(token);
  let pathname: string;
  try {
    pathname = new URL(url, "http://upload.invalid").pathname;
  } catch {
    return null;
  }
  return INCOMING_PATH.exec(pathname)?.[1] ?? null;
}

/** Object keys are random and carry nothing about the uploader. */
export const newObjectKey = (ext: string) => `m/${randomBytes(16).toString("hex")}.${ext}`;

export const toObjectPath = (key: string) => `${OBJECT_PATH_PREFIX}${key}`;

/** The storage key of an objectPath ("/objects/<key>"), or null when it is not one. */
export function keyFromObjectPath(objectPath: unknown): string | null {
  if (typeof objectPath !== "string" || !objectPath.startsWith(OBJECT_PATH_PREFIX)) return null;
  const key = objectPath.slice(OBJECT_PATH_PREFIX.length);
  return isValidStorageKey(key) ? key : null;
}
