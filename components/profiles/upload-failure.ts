"use client";

import { ApiError } from "@/lib/api/client";
import { UploadError } from "@/lib/uploads/upload-file";

export type UploadStage = "address" | "storage" | "register";

/**
 * Which step of the upload flow failed (spec section 4 'Upload flow'), so the screen can show the
 * spec's message for it; `reached` is the last step the upload got to.
 */
export function failedStage(error: unknown, reached: UploadStage): UploadStage {
  if (error instanceof UploadError) {
    if (error.message === "No upload URL in response") return "address";
    if (error.message.startsWith("Failed to process")) return "register";
    return "storage";
  }
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
