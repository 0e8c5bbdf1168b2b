import { z } from "zod";
import { serverText } from "@/lib/core/server-text";
import { SMART_SEARCH_MAX } from "./limits";

// Body of POST /api/businesses/ai-search.
const EMPTY_QUERY = serverText("searchQueryRequired");
export { SMART_SEARCH_MAX };

export const smartSearchBodySchema = z.object({
  query: z
    .string({ error: EMPTY_QUERY })
    .trim()
    .min(1, EMPTY_QUERY)
    .max(SMART_SEARCH_MAX, serverText("searchQueryTooLong", { max: SMART_SEARCH_MAX })),
});
export type SmartSearchBody = z.infer<typeof smartSearchBodySchema>;
