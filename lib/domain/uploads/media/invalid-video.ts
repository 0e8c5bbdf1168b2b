import "server-only";
/** An uploaded video whose structure can't be walked, so its metadata can't be removed with certainty. */
export class InvalidVideoError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Invalid video (${detail})`, options);
    this.name = "InvalidVideoError";
  }
}
