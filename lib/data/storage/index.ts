// server-only, loaded outside Next too
import { getSettings } from "@/lib/core/env";
import { createBlobStorage } from "./blob";
import { createLocalStorage } from "./local";
import { createS3Storage, type S3Storage } from "./s3";
import type { StorageDriver } from "./types";

export * from "./types";
export { createBlobStorage } from "./blob";
export { createLocalStorage, DEFAULT_UPLOADS_DIR } from "./local";
export { createS3Storage, type S3Storage } from "./s3";
export { s3Origin } from "./s3-settings";

let driver: StorageDriver | null = null;

/** S3 when S3_BUCKET is set, Vercel Blob when BLOB_READ_WRITE_TOKEN is, otherwise files under UPLOADS_DIR (default .data/uploads). */
export function getStorage(): StorageDriver {
  const settings = getSettings();
  driver ??= settings.S3_BUCKET ? createS3Storage() : settings.BLOB_READ_WRITE_TOKEN ? createBlobStorage() : createLocalStorage();
  return driver;
}

/** The driver when it takes uploads directly from browsers (S3), else null. */
export function directUploadStorage(): S3Storage | null {
  const storage = getStorage() as StorageDriver & { kind?: string };
  return storage.kind === "s3" ? (storage as S3Storage) : null;
}

/** Replaces the shared driver (tests); null makes the next getStorage() choose again from the environment. */
export function setStorage(next: StorageDriver | null): void {
  driver = next;
}
