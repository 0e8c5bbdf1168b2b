import "server-only";
import { smartSearch } from "@/lib/domain/businesses/smart-search-llm";
import type { SmartSearchFilters } from "@/lib/contract/businesses/smart-search";

/** Smart search: free text -> directory filters (LLM when configured, offline parser otherwise). */
export async function aiSearch(query: string): Promise<{ filters: SmartSearchFilters }> {
  return { filters: await smartSearch(query) };
}
