import { z } from "zod";

// Body of POST /api/businesses/ai-search.
const EMPTY_QUERY = "Please enter a search query";
export const SMART_SEARCH_MAX = 500;

export const smartSearchBodySchema = z.object({
  query: z
    .string({ error: EMPTY_QUERY })
    .trim()
    .min(1, EMPTY_QUERY)
    .max(SMART_SEARCH_MAX, `Search query must be at most ${SMART_SEARCH_MAX} characters`),
});
export type SmartSearchBody = z.infer<typeof smartSearchBodySchema>;
