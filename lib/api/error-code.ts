import { ApiError } from "@/lib/api/client";

/** The `{ code }` of an API error reply (lib/api/errors.ts), or null: clients branch on this, never on text. */
export function apiErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { code?: unknown };
    return typeof body.code === "string" ? body.code : null;
  } catch {
    return null;
  }
}
