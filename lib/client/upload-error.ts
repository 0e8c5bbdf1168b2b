import type { ErrorReply } from "@/lib/client/api-client";
import type { ErrorTextValues } from "@/lib/core/server-text";

// Its own module so that telling an upload's failure apart (server-text.ts, on every form's first load)
// does not bring the upload code itself: that loads when a member picks a file.

/** The three steps of an upload: ask for an address, send the file to storage, register it. */
export type UploadStage = "address" | "storage" | "register";

/**
 * A failed upload: `message` is the spec's text (made by serverText, so it translates by its key);
 * `serverMessage` is the server's reason when it gave one, with its `messageKey` and `messageValues`;
 * `stage` is the step that failed.
 */
export class UploadError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly messageKey?: string;
  readonly messageValues?: ErrorTextValues;
  readonly stage: UploadStage;

  constructor(message: string, status = 0, reply: ErrorReply | null = null, stage: UploadStage = "storage") {
    super(message);
    this.name = "UploadError";
    this.status = status;
    this.serverMessage = reply?.message ?? null;
    this.messageKey = reply?.messageKey;
    this.messageValues = reply?.messageValues;
    this.stage = stage;
  }
}
