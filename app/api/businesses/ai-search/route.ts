import { readJson } from "@/lib/server/http/body";
import { withUser } from "@/lib/server/http/handler";
import { aiSearch } from "@/lib/domain/businesses/ai-search";
import { smartSearchBodySchema } from "@/lib/contract/businesses/ai-search-schema";

// POST /api/businesses/ai-search { query } -> { filters }: smart search
export const POST = withUser(async ({ req }) => {
  const { query } = await readJson(req, smartSearchBodySchema);
  return aiSearch(query);
}, { throttle: "search" });
