// Types the PeerPicks screens share with the API (type-only imports: nothing server-side is bundled).
export type { Business, BusinessApplication } from "@/lib/contract/businesses/types";
export type { SmartSearchFilters } from "@/lib/contract/businesses/smart-search";
import type { Budget } from "@/lib/contract/businesses/constants";
import type { SmartSearchFilters } from "@/lib/contract/businesses/smart-search";

export type DirectoryFilters = {
  businessType: string;
  city: string;
  search: string;
  tags: string[];
};

export const EMPTY_FILTERS: DirectoryFilters = { businessType: "all", city: "", search: "", tags: [] };

/** GET /api/businesses URL for these filters (businessType omitted for all, tags repeated). */
export function businessesUrl(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.businessType !== "all") params.set("businessType", filters.businessType);
  if (filters.city.trim()) params.set("city", filters.city.trim());
  if (filters.search.trim()) params.set("search", filters.search.trim());
  for (const tag of filters.tags) params.append("tags", tag);
  const qs = params.toString();
  return qs ? `/api/businesses?${qs}` : "/api/businesses";
}

export function hasActiveFilters(filters: DirectoryFilters): boolean {
  return businessesUrl(filters) !== "/api/businesses";
}

/**
 * A smart search result split into what the directory query applies (type, city, keywords and
 * tags, through businessesUrl like the traditional filters) and what was understood but cannot be
 * applied: businesses have no price field, so a budget is only reported. `directory` is null when
 * nothing applicable was understood (the filters then stay as they are).
 */
export type SmartSearchSplit = { directory: DirectoryFilters | null; understoodOnly: { budget: Budget | null } };

export function splitSmartSearch(f: SmartSearchFilters): SmartSearchSplit {
  const directory: DirectoryFilters = { businessType: f.businessType ?? "all", city: f.city ?? "", search: f.searchKeywords, tags: [...f.tags] };
  return { directory: hasActiveFilters(directory) ? directory : null, understoodOnly: { budget: f.budget } };
}
