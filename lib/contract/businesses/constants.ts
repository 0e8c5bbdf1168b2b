// PeerPicks vocabulary (spec §3, §9): 8 business types, the spec's 10 tags plus 5 of issue #17, smart-search budgets.

export const BUSINESS_TYPES = [
  "restaurant",
  "cafe",
  "bar",
  "izakaya",
  "shop",
  "service",
  "entertainment",
  "other",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const DEFAULT_BUSINESS_TYPE: BusinessType = "restaurant";

export const BUSINESS_TAGS = [
  "wheelchair-accessible",
  "pronouns",
  "lgbtq-friendly",
  "family-friendly",
  "vegan-options",
  "safe-space",
  "quiet-space",
  "group-friendly",
  "date-friendly",
  "community-events",
  // Japan-specific additions (issue #17), after the spec's ten
  "gender-neutral-toilet",
  "same-sex-couples-welcome",
  "trans-friendly-staff",
  "english-spoken",
  "partnership-certificate-accepted",
] as const;
export type BusinessTag = (typeof BUSINESS_TAGS)[number];

/** Price level of a smart-search query: budget = cheap/affordable, moderate = mid-range, upscale = high-end. */
export const BUDGETS = ["budget", "moderate", "upscale"] as const;
export type Budget = (typeof BUDGETS)[number];

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === "string" && (BUSINESS_TYPES as readonly string[]).includes(value);
}

export function isBusinessTag(value: unknown): value is BusinessTag {
  return typeof value === "string" && (BUSINESS_TAGS as readonly string[]).includes(value);
}

export function isBudget(value: unknown): value is Budget {
  return typeof value === "string" && (BUDGETS as readonly string[]).includes(value);
}

/** Display form of a tag: hyphens become spaces ("lgbtq-friendly" -> "lgbtq friendly"). */
export function tagLabel(tag: string): string {
  return tag.replace(/-/g, " ");
}

/** Tags in the vocabulary's canonical order, without duplicates. */
export function sortTags(tags: Iterable<BusinessTag>): BusinessTag[] {
  const set = new Set(tags);
  return BUSINESS_TAGS.filter((t) => set.has(t));
}
