import { z } from "zod";
import { cursorSchema } from "@/lib/core/schema/page-query";

// GET /api/follow-requests?cursor=
export const followRequestsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
});
export type FollowRequestsQuery = z.infer<typeof followRequestsQuerySchema>;
