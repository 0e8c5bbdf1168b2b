// server-only, loaded outside Next too
import type { ByteRange } from "@/lib/data/storage/range";

export type PutBody = Buffer | ReadableStream<Uint8Array> | NodeJS.ReadableStream;

export type StoredObjectInfo = { size: number; contentType: string };

/** `size` is always the full object size, also for ranged reads. */
export type StoredObject = StoredObjectInfo & { body: ReadableStream<Uint8Array> };

export interface StorageDriver {
  /** Fails with StorageKeyExistsError if the key is taken; a failed write leaves nothing behind. */
  put(key: string, body: PutBody, opts: { contentType: string }): Promise<void>;
  /** `range` is inclusive and is clamped to the object; null when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-zA-Z0-9_.-]+(\/[a-zA-Z0-9_.-]+)*$/;
export const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidStorageKeyError";
  }
}

export class StorageKeyExistsError extends Error {
  constructor(key: string) {
    super(`Storage key already exists: ${key}`);
    this.name = "StorageKeyExistsError";
  }
}

// Segments may not start with '.', which rules out '.', '..' and the local driver's hidden sidecar/temp files.
export function isValidStorageKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    key.split("/").every((segment) => !segment.startsWith("."))
  );
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}
