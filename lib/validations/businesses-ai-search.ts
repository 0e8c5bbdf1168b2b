import { z } from "zod";

// Body of POST /api/businesses/ai-search.
const EMPTY_QUERY = "Please enter a search query";

export const smartSearchBodySchema = z.object({
  query: z
    .string({ error: EMPTY_QUERY })
    .trim()
    .min(1, EMPTY_QUERY)
    .max(500, "Search query must be at most 500 characters"),
});
export type SmartSearchBody = z.infer<typeof smartSearchBodySchema>;
