"use client";

import { ApiError } from "@/lib/client/api-client";
import { UploadError, type UploadStage } from "@/lib/client/upload-error";

/**
 * Which step of the upload flow failed (spec section 4 'Upload flow'), so the screen can show the
 * spec's message for it; `reached` is the last step the upload got to.
 */
export function failedStage(error: unknown, reached: UploadStage): UploadStage {
  if (error instanceof UploadError) return error.stage;
  if (error instanceof ApiError) return reached === "address" ? "address" : "register";
  return reached;
}

/** The server's reason for a refused upload, when it gave one. */
export function uploadServerMessage(error: unknown): string | null {
  return error instanceof UploadError ? error.serverMessage : null;
}

export function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === "AbortError";
}
