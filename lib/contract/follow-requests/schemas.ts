import { z } from "zod";
import { idCursorSchema } from "@/lib/core/schema/page-query";

// GET /api/follow-requests?cursor=: the cursor is the id of the last request of the previous page.
export const followRequestsQuerySchema = z.object({
  cursor: idCursorSchema.optional(),
});
export type FollowRequestsQuery = z.infer<typeof followRequestsQuerySchema>;
