import { readJson } from "@/lib/api/body";
import { withUser } from "@/lib/api/handler";
import { aiSearch } from "@/lib/services/businesses/ai-search";
import { smartSearchBodySchema } from "@/lib/validations/businesses-ai-search";

// POST /api/businesses/ai-search { query } -> { filters }: smart search
export const POST = withUser(async ({ req }) => {
  const { query } = await readJson(req, smartSearchBodySchema);
  return aiSearch(query);
}, { throttle: "search" });
