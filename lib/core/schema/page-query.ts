import { z } from "zod";
import { ID_PATTERN } from "@/lib/core/schema/id";
import { serverText } from "@/lib/core/server-text";

export const INVALID_CURSOR = serverText("invalidCursor");

/** `?cursor=` of a list paged by the id of the previous page's last row. */
export const idCursorSchema = z.string({ error: INVALID_CURSOR }).regex(ID_PATTERN, INVALID_CURSOR);

/** `?cursor=&limit=` of a keyset list; the cursor is opaque (lib/domain/posts/cursor.ts decodes it). */
export function pageQuery(defaultLimit: number, max: number) {
  return z.object({
    cursor: z.string({ error: INVALID_CURSOR }).max(200, INVALID_CURSOR).optional(),
    limit: z.coerce
      .number({ error: serverText("limitNumber") })
      .int(serverText("limitWhole"))
      .min(1, serverText("limitMin"))
      .max(max, serverText("limitMax", { max }))
      .default(defaultLimit),
  });
}
