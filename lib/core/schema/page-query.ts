import { z } from "zod";

export const INVALID_CURSOR = "Invalid cursor";

/** `?cursor=` of a keyset list: opaque to clients; lib/core/paging/keyset.ts reads it (400 INVALID_CURSOR). */
export const cursorSchema = z.string({ error: INVALID_CURSOR }).max(200, INVALID_CURSOR);

/** `?cursor=&limit=` of a keyset list whose page size the client may choose. */
export function pageQuery(defaultLimit: number, max: number) {
  return z.object({
    cursor: cursorSchema.optional(),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(max, `limit must be at most ${max}`)
      .default(defaultLimit),
  });
}
