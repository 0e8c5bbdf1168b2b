import { getSettings } from "@/lib/env";
import { createBlobStorage } from "./blob";
import { createLocalStorage } from "./local";
import type { StorageDriver } from "./types";

export * from "./types";
export { createBlobStorage } from "./blob";
export { createLocalStorage, DEFAULT_UPLOADS_DIR } from "./local";

let driver: StorageDriver | null = null;

/** Vercel Blob when BLOB_READ_WRITE_TOKEN is set, otherwise files under UPLOADS_DIR (default .data/uploads). */
export function getStorage(): StorageDriver {
  driver ??= getSettings().BLOB_READ_WRITE_TOKEN ? createBlobStorage() : createLocalStorage();
  return driver;
}

/** Replaces the shared driver (tests); null makes the next getStorage() choose again from the environment. */
export function setStorage(next: StorageDriver | null): void {
  driver = next;
}
