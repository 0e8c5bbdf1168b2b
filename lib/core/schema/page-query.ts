import { z } from "zod";
import { ID_PATTERN } from "@/lib/core/schema/id";

export const INVALID_CURSOR = "Invalid cursor";

/** `?cursor=` of a list paged by the id of the previous page's last row. */
export const idCursorSchema = z.string({ error: INVALID_CURSOR }).regex(ID_PATTERN, INVALID_CURSOR);

/** `?cursor=&limit=` of a keyset list; the cursor is opaque (lib/domain/posts/cursor.ts decodes it). */
export function pageQuery(defaultLimit: number, max: number) {
  return z.object({
    cursor: z.string({ error: INVALID_CURSOR }).max(200, INVALID_CURSOR).optional(),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(max, `limit must be at most ${max}`)
      .default(defaultLimit),
  });
}
