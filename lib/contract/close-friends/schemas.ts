import { z } from "zod";
import { cursorSchema } from "@/lib/core/schema/page-query";
import { serverText } from "@/lib/core/server-text";
import { CLOSE_FRIENDS_SEARCH_MAX } from "./limits";

// Queries of /api/close-friends/*, shared by the handlers, the screen and the tests.
export * from "./limits";

/** GET /api/close-friends?cursor= */
export const closeFriendsQuerySchema = z.object({ cursor: cursorSchema.optional() });
export type CloseFriendsQuery = z.infer<typeof closeFriendsQuerySchema>;

/** GET /api/close-friends/candidates?q=&cursor=: my followers, optionally narrowed by name or username. */
export const closeFriendCandidatesQuerySchema = z.object({
  q: z
    .string({ error: serverText("searchInvalid") })
    .trim()
    .max(CLOSE_FRIENDS_SEARCH_MAX, serverText("searchTooLong", { max: CLOSE_FRIENDS_SEARCH_MAX }))
    .optional(),
  cursor: cursorSchema.optional(),
});
export type CloseFriendCandidatesQuery = z.infer<typeof closeFriendCandidatesQuerySchema>;
