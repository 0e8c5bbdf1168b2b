import { z } from "zod";
import { serverText } from "@/lib/core/server-text";

export const INVALID_CURSOR = serverText("invalidCursor");

/** `?cursor=` of a keyset list: opaque to clients; lib/core/paging/keyset.ts reads it (400 INVALID_CURSOR). */
export const cursorSchema = z.string({ error: INVALID_CURSOR }).max(200, INVALID_CURSOR);

/** `?cursor=&limit=` of a keyset list whose page size the client may choose. */
export function pageQuery(defaultLimit: number, max: number) {
  return z.object({
    cursor: cursorSchema.optional(),
    limit: z.coerce
      .number({ error: serverText("limitNumber") })
      .int(serverText("limitWhole"))
      .min(1, serverText("limitMin"))
      .max(max, serverText("limitMax", { max }))
      .default(defaultLimit),
  });
}
